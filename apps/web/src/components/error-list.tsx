/** Form errors as a red bullet list (spec part 1 §8). */
export function ErrorList({ errors }: { errors: string[] }) {
  if (!errors.length) return null;
  return (
    <ul role="alert" style={{ color: '#c62828', paddingLeft: '1.25rem' }}>
      {errors.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  );
}
