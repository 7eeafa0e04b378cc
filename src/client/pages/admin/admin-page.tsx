import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { CurrentUser } from '@shared/contracts/auth';
import { useSearch } from 'wouter';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { StatCards } from '@client/features/admin/stat-cards';
import { useCurrentUser } from '@client/features/auth/api';
import { useMessages } from '@client/lib/i18n';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { AuditTab } from './audit-tab';
import { CategoriesTab } from './categories-tab';
import { CourierFigures } from './courier-figures';
import { MessagesTab } from './messages-tab';
import { ConfirmationTab } from './order-desk/confirmation-tab';
import { OrdersTab } from './orders-tab';
import { PlantsTab } from './plants-tab';
import { PromotionsTab } from './promotions-tab';
import { ReviewsTab } from './reviews-tab';
import { SettingsTab } from './settings-tab';
import { UsersTab } from './users-tab';

/** The admin order view (`/admin/orders/:id`) lives in this chunk too: shoppers never download it. */
export { default as OrderDeskPage } from './order-desk/order-desk-page';

/** The owner's figures and their chart library come when the tab is first opened (docs/decisions/035-owners-figures.md). */
const AnalyticsTab = lazy(() => import('./analytics-tab'));

/** 'audit' is the owner's alone (docs/contract.md §2): other admins do not see the tab. */
const TABS = ['plants', 'orders', 'confirm', 'reviews', 'categories', 'promotions', 'users', 'settings', 'messages', 'analytics', 'audit'] as const;
type TabId = (typeof TABS)[number];

/** What each tab shows: `active` while it is open (it loads its list then), `me` the signed-in admin. */
const TAB_CONTENT: Record<TabId, (props: { active: boolean; me: CurrentUser }) => ReactNode> = {
  plants: ({ active }) => <PlantsTab active={active} />,
  orders: ({ active }) => <OrdersTab active={active} />,
  confirm: ({ active }) => <ConfirmationTab active={active} />,
  reviews: ({ active }) => <ReviewsTab active={active} />,
  categories: ({ active }) => <CategoriesTab active={active} />,
  promotions: ({ active }) => <PromotionsTab active={active} />,
  users: ({ active, me }) => <UsersTab active={active} me={me} />,
  settings: ({ active }) => <SettingsTab active={active} />,
  messages: ({ active }) => <MessagesTab active={active} />,
  analytics: ({ active }) => <LazyAnalytics active={active} />,
  audit: ({ active }) => <AuditTab active={active} />,
};

/** Mounted once first opened, then kept like the other tabs (its range survives a switch). */
function LazyAnalytics({ active }: { active: boolean }) {
  const [opened, setOpened] = useState(active);
  if (active && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <AnalyticsTab active={active} />
    </Suspense>
  );
}

/**
 * Spec §2 Admin Dashboard (registered for admins only; its own chunk, so shoppers never download it):
 * heading, the four stat cards, and the tabs — Plant Management first. Every tab stays mounted (its
 * filters and page survive a switch), but loads its list only while it is open (`enabled`).
 */
export default function AdminPage() {
  const m = useMessages();
  const t = m.admin;
  useDocumentTitle(m.pages.admin);
  const { user } = useCurrentUser();
  // `?tab=orders` (the order view's way back) opens that tab.
  const initialTab = new URLSearchParams(useSearch()).get('tab');
  const [tab, setTab] = useState<TabId>(TABS.find((id) => id === initialTab) ?? 'plants');
  if (!user) return null;
  const tabs = TABS.filter((id) => id !== 'audit' || user.isOwner);
  const tabLabels: Record<TabId, string> = { ...t.tabs, confirm: m.confirmation.queue.tab, reviews: m.reviews.admin.tab, audit: m.trust.audit.tab, analytics: m.analytics.tab };

  return (
    <div className="container flex flex-col py-10">
      <h1 className="text-3xl font-bold">{t.title}</h1>
      <p className="mt-1 text-muted-foreground">{t.subtitle}</p>

      {/* On a phone the work comes first (the orders to confirm and ship), the figures under it. */}
      <div className="order-last sm:order-none" data-testid="admin-figures">
        <StatCards />
        <CourierFigures />
      </div>

      <Tabs value={tab} onValueChange={(v) => setTab(tabs.find((id) => id === v) ?? 'plants')} className="mt-8">
        <TabsList className="h-auto flex-wrap justify-start">
          {tabs.map((id) => (
            <TabsTrigger key={id} value={id}>
              {tabLabels[id]}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((id) => (
          <TabsContent key={id} value={id} forceMount className="data-[state=inactive]:hidden">
            {TAB_CONTENT[id]({ active: tab === id, me: user })}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
