// How another list writes a facility the registry knows: shared by the list pipeline's generated
// list and the matcher's candidate recall.

/** Two letters of the first word of five or more swapped: 'Kaifeng' -> 'Kafieng'. */
export const withTypo = (name: string) =>
  name.replace(/\p{L}{5,}/u, (word) => word.slice(0, 2) + word[3] + word[2] + word.slice(4));

/** A street word abbreviated, else the last part left out, else a note added: never the address as the registry folds it. */
export function rewordedAddress(address: string): string {
  const abbreviated = address.replace(
    /\b(Road|Street|Avenue)\b/,
    (word) => ({ Road: 'Rd', Street: 'St', Avenue: 'Ave' })[word]!,
  );
  if (abbreviated !== address) return abbreviated;
  const parts = address.split(', ');
  return parts.length > 1 ? parts.slice(0, -1).join(', ') : `${address} (main gate)`;
}
