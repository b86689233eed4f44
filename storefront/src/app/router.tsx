import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AdminRoute } from '@/app/admin/admin-route';
import { AppLayout } from '@/app/layout/app-layout';

// Route-level code splitting: each page is its own chunk.
const HomeRoute = lazy(() => import('@/app/routes/home'));
const CategoryRoute = lazy(() => import('@/app/routes/category'));
const ProviderRoute = lazy(() => import('@/app/routes/provider'));
const SearchRoute = lazy(() => import('@/app/routes/search'));
const LoginRoute = lazy(() => import('@/app/routes/login'));
const RegisterRoute = lazy(() => import('@/app/routes/register'));
const ProfileRoute = lazy(() => import('@/app/routes/profile'));
const ForgotPasswordRoute = lazy(() => import('@/app/routes/forgot-password'));
const SetPasswordRoute = lazy(() => import('@/app/routes/set-password'));
const ConfirmEmailRoute = lazy(() => import('@/app/routes/confirm-email'));
const ProviderInfoRoute = lazy(() => import('@/app/routes/provider-info'));
const BecomeProviderRoute = lazy(() => import('@/app/routes/become-provider'));
const RankingRoute = lazy(() => import('@/app/routes/ranking'));
const HowItWorksRoute = lazy(() => import('@/app/routes/how-it-works'));
const RenewalRoute = lazy(() => import('@/app/routes/renewal'));
const ContactRoute = lazy(() => import('@/app/routes/contact'));
const ImprintRoute = lazy(() => import('@/app/routes/imprint'));
const TermsRoute = lazy(() => import('@/app/routes/terms'));
const PrivacyRoute = lazy(() => import('@/app/routes/privacy'));
const AccountDeletedRoute = lazy(() => import('@/app/routes/account-deleted'));
const UnsubscribeRemindersRoute = lazy(() => import('@/app/routes/unsubscribe-reminders'));
const NotFoundRoute = lazy(() => import('@/app/routes/not-found'));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<HomeRoute />} />
        <Route path="category/:categoryId" element={<CategoryRoute />} />
        <Route path="provider/:providerId" element={<ProviderRoute />} />
        <Route path="search" element={<SearchRoute />} />
        <Route path="login" element={<LoginRoute />} />
        <Route path="register" element={<RegisterRoute />} />
        <Route path="passwort-vergessen" element={<ForgotPasswordRoute />} />
        <Route path="passwort-setzen" element={<SetPasswordRoute />} />
        <Route path="e-mail-bestaetigen" element={<ConfirmEmailRoute />} />
        <Route path="profile" element={<ProfileRoute />} />
        <Route path="profile/eintrag" element={<ProfileRoute initialTab="listing" />} />
        <Route path="konto-geloescht" element={<AccountDeletedRoute />} />
        <Route path="erinnerungen/abbestellen" element={<UnsubscribeRemindersRoute />} />
        <Route path="anbieter-info" element={<ProviderInfoRoute />} />
        <Route path="anbieter-werden" element={<BecomeProviderRoute />} />
        <Route path="so-funktionierts" element={<HowItWorksRoute />} />
        <Route path="so-sortieren-wir" element={<RankingRoute />} />
        <Route path="verlaengerung/:providerId" element={<RenewalRoute />} />
        <Route path="kontakt" element={<ContactRoute />} />
        <Route path="impressum" element={<ImprintRoute />} />
        <Route path="agb" element={<TermsRoute />} />
        <Route path="datenschutz" element={<PrivacyRoute />} />
        <Route path="admin/*" element={<AdminRoute />} />
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
}
