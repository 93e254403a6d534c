import { MergeFacilitiesForm } from './merge-facilities-form.tsx';
import { ToolPage } from './tool-page.tsx';

/** /dashboard/mergefacilities (spec part 2 §2 'Merge (dashboard)'). */
export function MergeFacilitiesPage() {
  return (
    <ToolPage title="Merge Two Facilities">
      <MergeFacilitiesForm />
    </ToolPage>
  );
}
