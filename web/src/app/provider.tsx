import type { ReactNode } from 'react';
// The unstyled build plus the stylesheet: the default build injects a <style> tag, which the
// Content-Security-Policy (style-src 'self') forbids.
import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import { TOAST_AUTO_CLOSE_MS } from '../config/timing';
import { AuthProvider } from '../lib/auth';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <AuthProvider>
      {children}
      <ToastContainer position="top-right" newestOnTop autoClose={TOAST_AUTO_CLOSE_MS} />
    </AuthProvider>
  );
}
