/** The processing view's full-screen backdrop, which its lazy chunk's placeholder shows alone. */
export const pendingBackdropClasses = 'fixed inset-0 z-50 bg-gradient-to-br from-teal-50 via-white to-indigo-50';
