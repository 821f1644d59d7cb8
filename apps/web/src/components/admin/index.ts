export { AdminListPage } from './AdminListPage';
export { type AdminColumn, AdminTable } from './AdminTable';
export { FilterBar, FilterSelect, type SelectSpec } from './FilterBar';
export { ListPaging } from './ListPaging';
export { ListState } from './ListState';
export { SEARCH_DEBOUNCE_MS, useListPage } from './use-list-page';
export { FormButtons, FormPanel, PanelForm } from './FormPanel';
export {
  AbstractField,
  type BoundField,
  bindFields,
  GenderField,
  LtrNumberField,
  NameFields,
} from './person-fields';
export { useImageChoice } from './use-image-choice';
export { type FormErrors, type PanelFormCallbacks, usePanelForm } from './use-panel-form';
export { RowAction, RowActionSpace, RowEditAction, RowViewAction } from './RowAction';
export { ConfirmRowDialog, type ConfirmRowTexts, useConfirmRow } from './ConfirmRowDialog';
