import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { NotFoundPage } from '@web/features/not-found/pages/not-found-page';
import { policyRoutes } from '@web/features/policies/routes';
import { BrowsePage, HomeRoute } from './home-route';
import { RootLayout } from './layout/root-layout';
import { RouteErrorBoundary } from './route-error';
import { lazyPage } from '@web/lib/lazy-page';

// Every /admin screen sits under the staff gate, which decides between a sign-in form, a refusal and the screen.
const StaffArea = lazyPage('features/admin/components/admin-guard.tsx', () => import('@web/features/admin/components/admin-guard').then((m) => ({ default: m.StaffArea })));
// Signed-in and admin screens are split into their own chunks: a first-time visitor on mobile data
// downloads only the shell and the landing page.
const AuthPage = lazyPage('features/auth/pages/auth-page.tsx', () => import('@web/features/auth/pages/auth-page').then((m) => ({ default: m.AuthPage })));
const ResetPasswordPage = lazyPage('features/auth/pages/reset-password-page.tsx', () =>
  import('@web/features/auth/pages/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
);
const LogoutPage = lazyPage('features/auth/pages/logout-page.tsx', () => import('@web/features/auth/pages/logout-page').then((m) => ({ default: m.LogoutPage })));
const SetupPage = lazyPage('features/auth/pages/setup-page.tsx', () => import('@web/features/auth/pages/setup-page').then((m) => ({ default: m.SetupPage })));
const DashboardPage = lazyPage('app/pages/dashboard-page.tsx', () =>
  import('./pages/dashboard-page').then((m) => ({ default: m.DashboardPage })),
);
const ProfilePage = lazyPage('features/account/pages/profile-page.tsx', () => import('@web/features/account/pages/profile-page').then((m) => ({ default: m.ProfilePage })));
const AdminLoginPage = lazyPage('features/admin/pages/admin-login-page.tsx', () =>
  import('@web/features/admin/pages/admin-login-page').then((m) => ({ default: m.AdminLoginPage })),
);
const AdminDashboardPage = lazyPage('app/pages/admin-dashboard-page.tsx', () =>
  import('./pages/admin-dashboard-page').then((m) => ({ default: m.AdminDashboardPage })),
);
const AdminRequestsPage = lazyPage('app/pages/admin-requests-page.tsx', () =>
  import('./pages/admin-requests-page').then((m) => ({ default: m.AdminRequestsPage })),
);
const RequestPage = lazyPage('features/part-requests/pages/request-page.tsx', () =>
  import('@web/features/part-requests/pages/request-page').then((m) => ({ default: m.RequestPage })),
);
const TrackOrderPage = lazyPage('app/pages/track-order-page.tsx', () =>
  import('./pages/track-order-page').then((m) => ({ default: m.TrackOrderPage })),
);
const ManageRequestPage = lazyPage('features/part-requests/pages/manage-request-page.tsx', () =>
  import('@web/features/part-requests/pages/manage-request-page').then((m) => ({ default: m.ManageRequestPage })),
);
const AdminInvoicePage = lazyPage('features/part-requests/pages/admin-invoice-page.tsx', () =>
  import('@web/features/part-requests/pages/admin-invoice-page').then((m) => ({ default: m.AdminInvoicePage })),
);
const ReceiptPage = lazyPage('features/receipts/pages/receipt-page.tsx', () => import('@web/features/receipts/pages/receipt-page').then((m) => ({ default: m.ReceiptPage })));
const SearchPage = lazyPage('features/catalogue/pages/search-page.tsx', () => import('@web/features/catalogue/pages/search-page').then((m) => ({ default: m.SearchPage })));
const PartDetailPage = lazyPage('features/catalogue/pages/part-detail-page.tsx', () =>
  import('@web/features/catalogue/pages/part-detail-page').then((m) => ({ default: m.PartDetailPage })),
);
const ShopPage = lazyPage('features/shop/pages/shop-page.tsx', () => import('@web/features/shop/pages/shop-page').then((m) => ({ default: m.ShopPage })));
const AdminOrdersPage = lazyPage('features/orders/pages/admin-orders-page.tsx', () =>
  import('@web/features/orders/pages/admin-orders-page').then((m) => ({ default: m.AdminOrdersPage })),
);
const AdminOrderPage = lazyPage('app/pages/admin-order-page.tsx', () => import('./pages/admin-order-page').then((m) => ({ default: m.AdminOrderPage })));
const CheckoutPage = lazyPage('features/orders/pages/checkout-page.tsx', () => import('@web/features/orders/pages/checkout-page').then((m) => ({ default: m.CheckoutPage })));
const ConfirmOrderPage = lazyPage('features/orders/pages/confirm-order-page.tsx', () =>
  import('@web/features/orders/pages/confirm-order-page').then((m) => ({ default: m.ConfirmOrderPage })),
);
const OrderSuccessPage = lazyPage('features/orders/pages/order-success-page.tsx', () =>
  import('@web/features/orders/pages/order-success-page').then((m) => ({ default: m.OrderSuccessPage })),
);
const MyOrdersPage = lazyPage('features/orders/pages/my-orders-page.tsx', () => import('@web/features/orders/pages/my-orders-page').then((m) => ({ default: m.MyOrdersPage })));
const AdminSuppliersPage = lazyPage('app/pages/admin-suppliers-page.tsx', () =>
  import('./pages/admin-suppliers-page').then((m) => ({ default: m.AdminSuppliersPage })),
);
const AdminInventoryPage = lazyPage('features/shop/pages/admin-inventory-page.tsx', () =>
  import('@web/features/shop/pages/admin-inventory-page').then((m) => ({ default: m.AdminInventoryPage })),
);
const AdminCataloguePage = lazyPage('features/catalogue/pages/admin-catalogue-page.tsx', () =>
  import('@web/features/catalogue/pages/admin-catalogue-page').then((m) => ({ default: m.AdminCataloguePage })),
);
const AdminPartPage = lazyPage('features/catalogue/pages/admin-part-page.tsx', () =>
  import('@web/features/catalogue/pages/admin-part-page').then((m) => ({ default: m.AdminPartPage })),
);
const AdminImportPage = lazyPage('features/catalogue/pages/admin-import-page.tsx', () =>
  import('@web/features/catalogue/pages/admin-import-page').then((m) => ({ default: m.AdminImportPage })),
);
const AdminImportSummaryPage = lazyPage('features/catalogue/pages/admin-import-summary-page.tsx', () =>
  import('@web/features/catalogue/pages/admin-import-summary-page').then((m) => ({ default: m.AdminImportSummaryPage })),
);
const AdminVehiclesPage = lazyPage('features/catalogue/pages/admin-vehicles-page.tsx', () =>
  import('@web/features/catalogue/pages/admin-vehicles-page').then((m) => ({ default: m.AdminVehiclesPage })),
);
const AdminCarouselPage = lazyPage('features/shop/pages/admin-carousel-page.tsx', () =>
  import('@web/features/shop/pages/admin-carousel-page').then((m) => ({ default: m.AdminCarouselPage })),
);
const JobsPage = lazyPage('features/jobs/pages/admin-jobs-page.tsx', () => import('@web/features/jobs/pages/admin-jobs-page').then((m) => ({ default: m.JobsPage })));
const OutboxPage = lazyPage('features/outbox/pages/admin-outbox-page.tsx', () => import('@web/features/outbox/pages/admin-outbox-page').then((m) => ({ default: m.OutboxPage })));
const AdminMoneyPage = lazyPage('features/payments/pages/admin-money-page.tsx', () =>
  import('@web/features/payments/pages/admin-money-page').then((m) => ({ default: m.AdminMoneyPage })),
);
const FaqsPage = lazyPage('features/support/pages/faqs-page.tsx', () => import('@web/features/support/pages/faqs-page').then((m) => ({ default: m.FaqsPage })));
const CustomerSupportPage = lazyPage('features/support/pages/customer-support-page.tsx', () =>
  import('@web/features/support/pages/customer-support-page').then((m) => ({ default: m.CustomerSupportPage })),
);
const ContactPage = lazyPage('features/contact/pages/contact-page.tsx', () => import('@web/features/contact/pages/contact-page').then((m) => ({ default: m.ContactPage })));
const AdminMessagesPage = lazyPage('features/contact/pages/admin-messages-page.tsx', () =>
  import('@web/features/contact/pages/admin-messages-page').then((m) => ({ default: m.AdminMessagesPage })),
);
const AdminRepliesPage = lazyPage('features/messaging/pages/admin-replies-page.tsx', () =>
  import('@web/features/messaging/pages/admin-replies-page').then((m) => ({ default: m.AdminRepliesPage })),
);

/** Links the product names without a page of their own (docs/product.md §2, docs/choices.md #19). */
const ALIASES: { path: string; to: string }[] = [
  { path: 'shipping', to: '/shipping-policy' },
  { path: 'help', to: '/customer-support' },
  { path: 'account', to: '/dashboard?tab=account' },
  { path: 'cart', to: '/checkout' },
  { path: 'request-part', to: '/request' },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      {
        children: [
          { index: true, element: <HomeRoute /> },
          { path: 'auth', element: <AuthPage /> },
          { path: 'reset-password', element: <ResetPasswordPage /> },
          { path: 'logout', element: <LogoutPage /> },
          { path: 'setup', element: <SetupPage /> },
          { path: 'dashboard', element: <DashboardPage /> },
          { path: 'profile', element: <ProfilePage /> },
          { path: 'admin-login', element: <AdminLoginPage /> },
          {
            path: 'admin',
            element: <StaffArea />,
            children: [
              { index: true, element: <AdminDashboardPage /> },
              { path: 'requests', element: <AdminRequestsPage /> },
              { path: 'outbox', element: <OutboxPage /> },
              { path: 'jobs', element: <JobsPage /> },
              { path: 'messages', element: <AdminMessagesPage /> },
              { path: 'replies', element: <AdminRepliesPage /> },
              { path: 'money', element: <AdminMoneyPage /> },
              { path: 'orders', element: <AdminOrdersPage /> },
              { path: 'orders/:orderNumber', element: <AdminOrderPage /> },
              { path: 'inventory', element: <AdminInventoryPage /> },
              { path: 'carousel', element: <AdminCarouselPage /> },
              { path: 'catalogue', element: <AdminCataloguePage /> },
              { path: 'catalogue/new', element: <AdminPartPage /> },
              // React Router ranks a fixed segment above `:id`, so 'imports' never opens the part form.
              { path: 'catalogue/imports', element: <AdminImportPage /> },
              { path: 'catalogue/imports/:id', element: <AdminImportSummaryPage /> },
              { path: 'catalogue/vehicles', element: <AdminVehiclesPage /> },
              { path: 'catalogue/:id', element: <AdminPartPage /> },
              { path: 'suppliers', element: <AdminSuppliersPage /> },
              { path: 'part-requests/:id/invoice', element: <AdminInvoicePage /> },
            ],
          },
          { path: 'contact-us', element: <ContactPage /> },
          { path: 'request', element: <RequestPage /> },
          // docs/product.md §2 lists both; they are one page.
          { path: 'track-order', element: <TrackOrderPage /> },
          { path: 'tracking', element: <TrackOrderPage /> },
          // The manage link e-mailed to a request's address opens here (docs/decisions/006).
          { path: 'track-order/manage', element: <ManageRequestPage /> },
          // A payment's or refund's printable receipt, linked from its e-mail and the Pay panel (docs/payments.md).
          { path: 'receipts/:number', element: <ReceiptPage /> },
          { path: 'browse', element: <BrowsePage /> },
          { path: 'search', element: <SearchPage /> },
          { path: 'part/:id', element: <PartDetailPage /> },
          { path: 'shop', element: <ShopPage /> },
          { path: 'checkout', element: <CheckoutPage /> },
          { path: 'order-success', element: <OrderSuccessPage /> },
          { path: 'confirm-order', element: <ConfirmOrderPage /> },
          { path: 'orders', element: <MyOrdersPage /> },
          { path: 'faqs', element: <FaqsPage /> },
          { path: 'customer-support', element: <CustomerSupportPage /> },
          ...policyRoutes,
          ...ALIASES.map(({ path, to }) => ({ path, element: <Navigate to={to} replace /> })),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/**
 * The page for the current address (inside a BrowserRouter in the browser, a StaticRouter on the server).
 * A crash the layout's own boundary cannot catch (in the header, say) still ends on the error page.
 */
export function AppRoutes() {
  return <RouteErrorBoundary resetKey="app">{useRoutes(routes)}</RouteErrorBoundary>;
}
