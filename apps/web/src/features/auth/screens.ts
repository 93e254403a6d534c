// The account screens, each loaded with its own code (the app's route table loads them with `lazy:`).
export const loadLoginPage = () => import('./components/login-page.tsx').then((module) => module.LoginPage);
export const loadRegisterPage = () => import('./components/register-page.tsx').then((module) => module.RegisterPage);
export const loadResetPasswordPage = () =>
  import('./components/reset-password-page.tsx').then((module) => module.ResetPasswordPage);
export const loadConfirmAccountPage = () =>
  import('./components/confirm-account-page.tsx').then((module) => module.ConfirmAccountPage);
