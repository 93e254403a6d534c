/** One choice of a filter select. */
export interface FilterOption {
  value: string;
  label: string;
}

/** Option endpoints answer [value, label] pairs or plain names; both become options. */
export function toFilterOptions(data: readonly (string | readonly [string | number, string])[]): FilterOption[] {
  return data.map((item) =>
    typeof item === 'string' ? { value: item, label: item } : { value: String(item[0]), label: item[1] },
  );
}
