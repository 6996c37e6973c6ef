/** A native select in the builder's forms, the height and border of ui/input.tsx. */
export const SELECT_CLASSES =
  'mt-1.5 h-11 w-full rounded-md border border-input bg-surface px-3 text-base focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring sm:text-sm';
