// The staff facility tools (spec part 2 §2). What another screen opens (the merge modal over the search
// results) is here, the tools themselves in screens.ts: the search page's chunk then carries one loader, not seven.
export const loadMergeDialog = () => import('./components/merge-dialog.tsx').then((module) => module.MergeDialog);
