import { ToolPage } from '@/components/dashboard/tool-page.tsx';
import { useInitialOsId } from './facility-lookup.tsx';
import { MergeFacilitiesForm } from './merge-facilities-form.tsx';

/** /dashboard/mergefacilities (spec part 2 §2 'Merge (dashboard)'). */
export function MergeFacilitiesPage() {
  const target = useInitialOsId();
  return (
    <ToolPage title="Merge Two Facilities">
      <MergeFacilitiesForm initialTarget={target} />
    </ToolPage>
  );
}
