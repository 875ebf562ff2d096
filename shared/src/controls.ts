/**
 * The design library's controls that only some screens use: form fields, the search box, filter chips and the
 * accordion. Not a federation singleton: they hold no state that apps must share, so each app bundles (and
 * tree-shakes) the ones it uses into the screens that use them, and a visitor's page without them (the home
 * page, an article) never downloads them.
 */
export { Accordion, type AccordionItem, type AccordionProps } from './ui/accordion/accordion';
export { Chip, type ChipProps } from './ui/chip/chip';
export { Input, type InputProps } from './ui/input/input';
export { SearchBox, type SearchBoxProps } from './ui/search-box/search-box';
export { Select, type SelectOption, type SelectProps } from './ui/select/select';
export { TextArea, type TextAreaProps } from './ui/text-area/text-area';
export { LineIcon, LINE_ICON_LABELS, type LineIconProps } from './ui/line-icon/line-icon';
