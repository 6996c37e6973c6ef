/** A native select in the builders' forms, the height and border of ui/input.tsx. */
export const SELECT_CLASSES =
  'h-11 w-full rounded-md border border-input bg-surface px-3 text-base focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring sm:text-sm';

/** The same under its label (the gap ui/text-field.tsx leaves between a label and its input). */
export const FIELD_SELECT_CLASSES = `mt-1.5 ${SELECT_CLASSES}`;
