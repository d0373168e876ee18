import { lazy, Suspense, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { AuthProvider, type ServerReader } from '../lib/auth';
import { subscribeToastsWanted, toastsWanted } from '../lib/toast';

// A container that cannot load shows nothing (lib/toast.ts logs the lost message) rather than
// failing the whole app, which it sits above.
const Toasts = lazy<ComponentType>(() =>
  import('../components/ui/toasts').then(
    (loaded) => ({ default: loaded.Toasts }),
    () => ({ default: () => null }),
  ),
);

/** The toast container, loaded with react-toastify at the first toast (lib/toast.ts). */
function DeferredToasts() {
  const wanted = useSyncExternalStore(subscribeToastsWanted, toastsWanted, () => false);
  return wanted ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}

/** `initial`: the reader a page rendered on the server was rendered for (decision 0163). */
export function AppProvider({ children, initial }: { children: ReactNode; initial?: ServerReader }) {
  return (
    <AuthProvider initial={initial}>
      {children}
      <DeferredToasts />
    </AuthProvider>
  );
}
