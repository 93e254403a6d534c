import { useInitialOsId } from './facility-lookup.tsx';
import { MergeFacilitiesForm } from './merge-facilities-form.tsx';
import { ToolPage } from './tool-page.tsx';

/** /dashboard/mergefacilities (spec part 2 §2 'Merge (dashboard)'). */
export function MergeFacilitiesPage() {
  const target = useInitialOsId();
  return (
    <ToolPage title="Merge Two Facilities">
      <MergeFacilitiesForm initialTarget={target} />
    </ToolPage>
  );
}
