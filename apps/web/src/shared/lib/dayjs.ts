import dayjs from 'dayjs';
import 'dayjs/locale/vi';

/**
 * dayjs in Vietnamese. antd's date pickers draw their panels (month and weekday names, the first day of
 * the week) with dayjs in its global locale, and our date filters build dayjs values. Every screen with
 * a picker or a dayjs value takes dayjs from here (a lint rule says so), so the locale is set before
 * any of them draws, and the shell, which no picker is part of, does not carry dayjs (issue 13: ~2 KB
 * gzip off every page's cold load).
 */
dayjs.locale('vi');

export default dayjs;
export type { Dayjs } from 'dayjs';
