// The unstyled build plus the stylesheet: the default build injects a <style> tag, which the
// Content-Security-Policy (style-src 'self') forbids.
import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import { TOAST_AUTO_CLOSE_MS } from '../../config/timing';

export function Toasts() {
  return <ToastContainer position="top-right" newestOnTop autoClose={TOAST_AUTO_CLOSE_MS} />;
}
