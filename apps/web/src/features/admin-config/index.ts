export { SettingsForm } from './components/settings-form';
export { SettingsHistory } from './components/settings-history';
export { PlansTable } from './components/plans-table';
