import { backgroundPanelsDemo } from '../background-panels/background-panels.demo.tsx';
import { badgeDemo } from '../badge/badge.demo.tsx';
import { breadcrumbsDemo } from '../breadcrumbs/breadcrumbs.demo.tsx';
import { codeSnippetDemo } from '../code-snippet/code-snippet.demo.tsx';
import { counterTileDemo } from '../counter-tile/counter-tile.demo.tsx';
import { dataListDemo } from '../data-list/data-list.demo.tsx';
import { dataTableDemo } from '../data-table/data-table.demo.tsx';
import { droppedFileDemo } from '../dropped-file/dropped-file.demo.tsx';
import { emptyStateDemo } from '../empty-state/empty-state.demo.tsx';
import { environmentSelectorDemo } from '../environment-selector/environment-selector.demo.tsx';
import { fileTreeDemo } from '../file-tree/file-tree.demo.tsx';
import { filterPanelDemo } from '../filter-panel/filter-panel.demo.tsx';
import { includeExcludePatternsDemo } from '../include-exclude-patterns/include-exclude-patterns.demo.tsx';
import { inputListDemo } from '../input-list/input-list.demo.tsx';
import { layerViewerDemo } from '../layer-viewer/layer-viewer.demo.tsx';
import { listableCellDemo } from '../listable-cell/listable-cell.demo.tsx';
import { notificationsDemo } from '../notifications/notifications.demo.tsx';
import { passwordCopyFieldDemo } from '../password-copy-field/password-copy-field.demo.tsx';
import { pathSelectorDemo } from '../path-selector/path-selector.demo.tsx';
import { releaseNotesPreviewDemo } from '../release-notes-preview/release-notes-preview.demo.tsx';
import { rowActionsDemo } from '../row-actions/row-actions.demo.tsx';
import { stepsWizardDemo } from '../steps-wizard/steps-wizard.demo.tsx';
import { transferListDemo } from '../transfer-list/transfer-list.demo.tsx';
import { uploadProgressDemo } from '../upload-progress/upload-progress.demo.tsx';
import { valuesCellDemo } from '../values-cell/values-cell.demo.tsx';
import { violationsChartDemo } from '../violations-chart/violations-chart.demo.tsx';
import { walkthroughPopupDemo } from '../walkthrough-popup/walkthrough-popup.demo.tsx';
import type { DemoEntry } from './types.ts';

export type { DemoEntry } from './types.ts';

/**
 * Every widget's example, in the order the /demo page shows them: tables and their cells, trees
 * and lists, form parts, display widgets, then page furniture and feedback. A separate entry point
 * (`@arca/ui/demo`), so only the playground's chunk carries the examples and their data.
 */
export const demoEntries: readonly DemoEntry[] = [
  dataTableDemo,
  rowActionsDemo,
  filterPanelDemo,
  valuesCellDemo,
  listableCellDemo,
  dataListDemo,
  fileTreeDemo,
  transferListDemo,
  includeExcludePatternsDemo,
  inputListDemo,
  codeSnippetDemo,
  passwordCopyFieldDemo,
  layerViewerDemo,
  violationsChartDemo,
  counterTileDemo,
  badgeDemo,
  pathSelectorDemo,
  stepsWizardDemo,
  emptyStateDemo,
  breadcrumbsDemo,
  releaseNotesPreviewDemo,
  environmentSelectorDemo,
  backgroundPanelsDemo,
  uploadProgressDemo,
  notificationsDemo,
  droppedFileDemo,
  walkthroughPopupDemo,
];
