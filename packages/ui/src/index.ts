// @quiver/ui public API. Every export is listed by name (no `export *`) so the API is reviewable and
// an export-snapshot test can catch changes. Each engineer keeps to their own section.

// Foundations
export { cn } from './lib/cn.ts';
export { controlVariants, controlSizeOptions } from './lib/control.ts';
export type { ControlSize } from './lib/control.ts';
export {
  Button,
  buttonVariants,
  buttonVariantOptions,
  buttonSizeOptions,
} from './components/button/index.ts';
export type { ButtonProps, ButtonVariant, ButtonSize } from './components/button/index.ts';
export {
  Spinner,
  SpinnerIcon,
  spinnerVariants,
  spinnerSizeOptions,
} from './components/spinner/index.ts';
export type { SpinnerProps, SpinnerIconProps } from './components/spinner/index.ts';
export {
  IconButton,
  iconButtonVariants,
  iconButtonVariantOptions,
  iconButtonSizeOptions,
} from './components/icon-button/index.ts';
export type {
  IconButtonProps,
  IconButtonVariant,
  IconButtonSize,
} from './components/icon-button/index.ts';
export { Input, inputSizeOptions } from './components/input/index.ts';
export type { InputProps } from './components/input/index.ts';
export { PasswordInput } from './components/password-input/index.ts';
export type { PasswordInputProps } from './components/password-input/index.ts';
export { Textarea } from './components/textarea/index.ts';
export type { TextareaProps } from './components/textarea/index.ts';
export {
  Badge,
  badgeVariants,
  badgeToneOptions,
  badgeAppearanceOptions,
  badgeSizeOptions,
} from './components/badge/index.ts';
export type {
  BadgeProps,
  BadgeTone,
  BadgeAppearance,
  BadgeSize,
} from './components/badge/index.ts';
export {
  Card,
  CardHeader,
  CardTitle,
  CardDescription,
  CardAction,
  CardContent,
  CardFooter,
} from './components/card/index.ts';
export type { CardActionProps, CardTitleProps } from './components/card/index.ts';
export { Switch, switchSizeOptions } from './components/switch/index.ts';
export type { SwitchProps, SwitchSize } from './components/switch/index.ts';
export { Checkbox } from './components/checkbox/index.ts';
export type { CheckboxProps } from './components/checkbox/index.ts';
export {
  TooltipProvider,
  Tooltip,
  TooltipTrigger,
  TooltipContent,
  SimpleTooltip,
} from './components/tooltip/index.ts';
export type { TooltipContentProps, SimpleTooltipProps } from './components/tooltip/index.ts';
export {
  Dialog,
  DialogTrigger,
  DialogClose,
  DialogContent,
  DialogHeader,
  DialogFooter,
  DialogTitle,
  DialogDescription,
  dialogContentVariants,
  dialogSizeOptions,
} from './components/dialog/index.ts';
export type { DialogContentProps, DialogSize } from './components/dialog/index.ts';
export {
  AlertDialog,
  AlertDialogTrigger,
  AlertDialogContent,
  AlertDialogHeader,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogDescription,
  AlertDialogAction,
  AlertDialogCancel,
} from './components/alert-dialog/index.ts';
export type {
  AlertDialogContentProps,
  AlertDialogActionProps,
} from './components/alert-dialog/index.ts';
export { Table, tableColumnBreakpoints, tableDensityOptions } from './components/table/index.ts';
export type {
  TableProps,
  TableColumn,
  TableColumnBreakpoint,
  TableDensity,
  TableSort,
  SortValue,
} from './components/table/index.ts';
export { sortRows, compareSortValues } from './components/table/index.ts';
export { Skeleton, skeletonShapeOptions } from './components/skeleton/index.ts';
export type { SkeletonProps, SkeletonShape } from './components/skeleton/index.ts';
export {
  Select,
  SelectGroup,
  SelectValue,
  SelectTrigger,
  SelectContent,
  SelectLabel,
  SelectItem,
  SelectSeparator,
} from './components/select/index.ts';
export type {
  SelectTriggerProps,
  SelectContentProps,
  SelectItemProps,
} from './components/select/index.ts';
export { RadioGroup, RadioGroupItem, RadioGroupOption } from './components/radio-group/index.ts';
export type { RadioGroupOptionProps } from './components/radio-group/index.ts';
export {
  Tabs,
  TabsList,
  TabsTrigger,
  TabsContent,
  tabsVariantOptions,
} from './components/tabs/index.ts';
export type { TabsListProps, TabsVariant } from './components/tabs/index.ts';
export {
  DropdownMenu,
  DropdownMenuTrigger,
  DropdownMenuGroup,
  DropdownMenuRadioGroup,
  DropdownMenuSub,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuCheckboxItem,
  DropdownMenuRadioItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuSubTrigger,
  DropdownMenuSubContent,
  dropdownMenuItemVariants,
} from './components/dropdown-menu/index.ts';
export type { DropdownMenuItemProps } from './components/dropdown-menu/index.ts';
export {
  Popover,
  PopoverTrigger,
  PopoverAnchor,
  PopoverContent,
  PopoverClose,
} from './components/popover/index.ts';
export type { PopoverContentProps } from './components/popover/index.ts';
export { Link, linkVariants, linkVariantOptions } from './components/link/index.ts';
export type { LinkProps, LinkVariant } from './components/link/index.ts';
export { Pagination } from './components/pagination/index.ts';
export type { PaginationProps } from './components/pagination/index.ts';
export { paginationRange } from './components/pagination/index.ts';
export type { PaginationEntry } from './components/pagination/index.ts';
export { Progress, progressToneOptions, progressSizeOptions } from './components/progress/index.ts';
export type { ProgressProps, ProgressTone, ProgressSize } from './components/progress/index.ts';
export { CopyButton } from './components/copy-button/index.ts';
export type { CopyButtonProps } from './components/copy-button/index.ts';
export { CodeBlock } from './components/code-block/index.ts';
export type { CodeBlockProps } from './components/code-block/index.ts';
export { EmptyState } from './components/empty-state/index.ts';
export type { EmptyStateProps } from './components/empty-state/index.ts';
export { Stepper, stepperOrientationOptions } from './components/stepper/index.ts';
export type {
  StepperProps,
  StepperStep,
  StepStatus,
  StepperOrientation,
} from './components/stepper/index.ts';
export {
  Breadcrumbs,
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbPage,
  BreadcrumbSeparator,
} from './components/breadcrumbs/index.ts';
export type { BreadcrumbsProps, BreadcrumbLinkProps } from './components/breadcrumbs/index.ts';
export { AppShell, AppShellNav, AppShellNavItem } from './components/app-shell/index.ts';
export type { AppShellProps, AppShellNavItemProps } from './components/app-shell/index.ts';
export {
  Callout,
  calloutVariants,
  calloutToneOptions,
  defaultCalloutToneLabels,
} from './components/callout/index.ts';
export type { CalloutProps, CalloutTone } from './components/callout/index.ts';
export {
  DescriptionList,
  descriptionListVariants,
  descriptionListLayoutOptions,
  descriptionListColumnOptions,
} from './components/description-list/index.ts';
export type {
  DescriptionListProps,
  DescriptionListItem,
  DescriptionListLayout,
  DescriptionListColumns,
} from './components/description-list/index.ts';
export {
  SegmentedControl,
  segmentedControlSizeOptions,
} from './components/segmented-control/index.ts';
export type {
  SegmentedControlProps,
  SegmentedControlOption,
  SegmentedControlSize,
} from './components/segmented-control/index.ts';
export { SearchField } from './components/search-field/index.ts';
export type { SearchFieldProps } from './components/search-field/index.ts';
// End of Foundations

// Forms and global elements
export { spm, spmEvent } from './lib/spm.ts';
export type { SpmEvent, SpmEventKey, SpmEventHandler } from './lib/spm.ts';
export { browserStorage, createMemoryStorage } from './lib/storage.ts';
export type { KeyValueStorage } from './lib/storage.ts';
export { sanitizeHtml } from './lib/sanitize-html.ts';
export { announce } from './lib/announce.ts';
export {
  Form,
  FormField,
  FormLabel,
  FormControl,
  FormDescription,
  FormError,
  FormTranslateProvider,
  useFormField,
  useFormTranslate,
  translateValidationMessage,
  setServerFieldErrors,
  formFieldVariants,
  formLabelVariants,
  formDescriptionVariants,
  formErrorVariants,
} from './components/form/index.ts';
export type {
  FormProps,
  FormFieldProps,
  FormLabelProps,
  FormControlProps,
  FormDescriptionProps,
  FormErrorProps,
  FormTranslateProviderProps,
  TranslateMessage,
  ServerFieldErrorsResult,
} from './components/form/index.ts';
export {
  TextField,
  PasswordField,
  NumberField,
  SelectField,
} from './components/form-fields/index.ts';
export type {
  FieldProps,
  FieldInputProps,
  TextFieldProps,
  PasswordFieldProps,
  NumberFieldProps,
  SelectFieldProps,
  SelectFieldOption,
} from './components/form-fields/index.ts';
export {
  Wizard,
  useWizard,
  useWizardStepPending,
  wizardReviewStepId,
  defaultWizardLabels,
  UnsavedChangesDialog,
  useUnsavedChangesGuard,
  defaultUnsavedChangesLabels,
} from './components/wizard/index.ts';
export type {
  WizardProps,
  WizardStep,
  WizardLabels,
  WizardContextValue,
  UnsavedChangesDialogProps,
  UnsavedChangesLabels,
  NavigationBlocker,
} from './components/wizard/index.ts';
export {
  Toaster,
  toast,
  toastVariants,
  toastViewportVariants,
  toastToneOptions,
  toastDefaultDuration,
  defaultToastToneLabels,
} from './components/toast/index.ts';
export type { ToasterProps, ToastOptions, ToastTone } from './components/toast/index.ts';
export {
  NoticeBanner,
  noticeBannerVariants,
  noticePriorityOptions,
  noticeDismissalStorageKey,
  readNoticeDismissal,
  isNoticeDismissedToday,
  writeNoticeDismissal,
  localDay,
} from './components/notice-banner/index.ts';
export type {
  NoticeBannerProps,
  Notice,
  NoticePriority,
  NoticeDismissal,
} from './components/notice-banner/index.ts';
export {
  CookieConsent,
  cookieConsentPanelVariants,
  defaultCookieConsentLabels,
  cookieChoiceStorageKey,
  readCookieChoice,
  writeCookieChoice,
} from './components/cookie-consent/index.ts';
export type { CookieConsentProps, CookieConsentLabels } from './components/cookie-consent/index.ts';
export {
  Footer,
  footerVariants,
  defaultFooterLabels,
  copyrightLine,
  copyrightStartYear,
} from './components/footer/index.ts';
export type { FooterProps, FooterLabels } from './components/footer/index.ts';
// End of Forms and global elements

// Domain components
export { InstanceStatusBadge } from './components/instance-status-badge/index.ts';
export type { InstanceStatusBadgeProps } from './components/instance-status-badge/index.ts';
export {
  Amount,
  amountVariants,
  amountToneOptions,
  formatAmount,
  formatAmountParts,
  amountKinds,
  MICROS_PER_UNIT,
} from './components/amount/index.ts';
export type {
  AmountProps,
  AmountTone,
  AmountKind,
  AmountParts,
  FormatAmountOptions,
} from './components/amount/index.ts';
export { EditionCard } from './components/edition-card/index.ts';
export type { EditionCardProps, EditionInfoItem } from './components/edition-card/index.ts';
export {
  ConfirmByTypingDialog,
  confirmByTypingActions,
} from './components/confirm-by-typing-dialog/index.ts';
export type {
  ConfirmByTypingDialogProps,
  ConfirmByTypingAction,
} from './components/confirm-by-typing-dialog/index.ts';
export {
  AllowedIpListEditor,
  allowedIpRowsToEntries,
} from './components/allowed-ip-list-editor/index.ts';
export type {
  AllowedIpListEditorProps,
  AllowedIpRow,
} from './components/allowed-ip-list-editor/index.ts';
export {
  PasswordRules,
  defaultPasswordRuleLabels,
  passwordChecks,
  passwordRuleIds,
} from './components/password-rules/index.ts';
export type {
  PasswordRulesProps,
  PasswordCheck,
  PasswordCheckInput,
  PasswordRuleId,
} from './components/password-rules/index.ts';
export { CodeInput } from './components/code-input/index.ts';
export type { CodeInputProps } from './components/code-input/index.ts';
export { MetricChart, metricChartPalette } from './components/metric-chart/index.ts';
export type {
  MetricChartProps,
  MetricPoint,
  MetricSeries,
} from './components/metric-chart/index.ts';
export { BarChart, barChartTones } from './components/bar-chart/index.ts';
export type {
  BarChartHeaders,
  BarChartProps,
  BarChartTone,
  BarDatum,
} from './components/bar-chart/index.ts';
export { decimateMinMax } from './lib/decimate.ts';
export type { DecimateOptions } from './lib/decimate.ts';
export { LogViewer, filterLogLines } from './components/log-viewer/index.ts';
export type { LogViewerProps, LogLine } from './components/log-viewer/index.ts';
export { UsageTable } from './components/usage-table/index.ts';
export type {
  UsageTableProps,
  UsageLine,
  UsageTableHeaders,
} from './components/usage-table/index.ts';
export {
  StatCard,
  statTrendDirections,
  statTrendSentiments,
} from './components/stat-card/index.ts';
export type {
  StatCardProps,
  StatTrend,
  StatTrendDirection,
  StatTrendSentiment,
} from './components/stat-card/index.ts';
export { ResourceMeter } from './components/resource-meter/index.ts';
export type {
  ResourceMeterProps,
  ResourceMeterText,
  ResourceMeterLimitText,
} from './components/resource-meter/index.ts';
export {
  CypherEditor,
  tokenizeCypher,
  cypherTokenKinds,
} from './components/cypher-editor/index.ts';
export type {
  CypherEditorProps,
  CypherToken,
  CypherTokenKind,
} from './components/cypher-editor/index.ts';
export {
  GraphView,
  graphViewPalette,
  graphLabelColors,
  defaultGraphViewLabels,
} from './components/graph-view/index.ts';
export type {
  GraphViewProps,
  GraphData,
  GraphNode,
  GraphRelationship,
  GraphSelection,
  GraphViewLabels,
} from './components/graph-view/index.ts';
// End of Domain components
