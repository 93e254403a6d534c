// The account screens, each loaded with its own code (the app wraps them in lazyScreen).
export const loadLoginPage = () => import('./components/login-page.tsx').then((module) => module.LoginPage);
export const loadRegisterPage = () => import('./components/register-page.tsx').then((module) => module.RegisterPage);
export const loadResetPasswordPage = () =>
  import('./components/reset-password-page.tsx').then((module) => module.ResetPasswordPage);
export const loadConfirmAccountPage = () =>
  import('./components/confirm-account-page.tsx').then((module) => module.ConfirmAccountPage);
