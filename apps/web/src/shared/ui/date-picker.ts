// antd's DatePicker with dayjs in Vietnamese. The picker draws its panels (month and weekday names, the
// first day of the week) with dayjs's global locale, which shared/lib/dayjs.ts sets: importing the
// picker from here brings that module with it, so every picker is Vietnamese wherever it is used, and
// the shell, which no picker is part of, does not carry dayjs (issue 13). A lint rule forbids taking
// DatePicker from 'antd' itself.
import '@/shared/lib/dayjs';

export { DatePicker } from 'antd';
