// Flags ("Báo cáo vi phạm"): the report button and dialog for public pages, the hidden-content
// notice, and the moderators' queue (docs/domain/flags.md).
export { ReportButton, type ReportButtonProps } from './components/report-button';
export { HiddenContent, isHiddenError } from './components/hidden-content';
export { FlagsQueue } from './components/moderator/flags-queue';
