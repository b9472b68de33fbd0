// Moderator user management and admin staff accounts (docs/domain/back-office.md).
export { MemberSearch } from './components/member-search';
export { MemberDrawer } from './components/member-drawer';
export { StaffAccounts } from './components/staff-accounts';
export { SetPasswordForm } from './components/set-password-form';
