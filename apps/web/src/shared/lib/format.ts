// The one place the web app formats money and time (re-exported from the shared contracts so the
// server's emails and the screens agree): `1.250.000 ₫`, `DD/MM/YYYY HH:mm` in Asia/Ho_Chi_Minh.
export { formatDate, formatDateTime, formatMoney, formatNumber, vietnamWallClock } from '@cho-gundam/contracts/core';
