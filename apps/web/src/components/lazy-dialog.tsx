import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A dialog (modal or drawer) whose code loads when it first opens, as the first paint never shows one. Once
 * opened it stays rendered, so that it closes with its transition like any other.
 */
export const lazyDialog = <Props extends { opened: boolean }>(load: () => Promise<ComponentType<Props>>) => {
  const Dialog = lazy(async () => ({ default: await load() }));
  const LazyDialog = (props: Props) => {
    const [wanted, setWanted] = useState(props.opened);
    if (props.opened && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
  return LazyDialog;
};
