import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import type { AdminContactMessage } from '@shared/contracts/contact';
import type { ConfirmationItem } from '@shared/contracts/confirmation';
import { t } from '@shared/messages/catalogues';
import { contactMessagesQueryOptions } from '@client/features/admin/api';
import { confirmationQueueOptions } from '@client/features/admin/confirmation-api';
import { I18nProvider } from '@client/lib/i18n';
import { MessagesTab } from './messages-tab';
import { ConfirmationTab } from './order-desk/confirmation-tab';

/**
 * docs/contract.md §2: what customers and visitors type is isolated wherever the admin shows it (`<bdi>`,
 * `Typed`), so a right-to-left override in a name (or an Arabic name on a French page) cannot
 * reorder the shop's text beside it: the order number and the e-mail address after the name stay as they are.
 */
const RLO = '\u202E';
const typedName = `${RLO}Amina Benali`;

function render(ui: React.ReactNode, fill: (client: QueryClient) => void) {
  const client = new QueryClient();
  fill(client);
  return renderToStaticMarkup(
    <I18nProvider initial={t('ar')}>
      <QueryClientProvider client={client}>
        <Router ssrPath="/admin">{ui}</Router>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe('names typed by customers, in the admin', () => {
  it('isolates the customer’s name and city in the confirmation queue', () => {
    const item: ConfirmationItem = {
      id: '2f1c7e0a-1b2c-4d3e-8f90-a1b2c3d4e5f6',
      createdAt: '2026-01-10T10:00:00.000Z',
      customerName: typedName,
      phone: null,
      wilaya: '31',
      city: `Es Senia${RLO}`,
      totalAmount: '1500.00',
      locale: 'fr',
      telUrl: null,
      whatsappUrl: null,
      unanswered: 0,
      lastCallAt: null,
      reputation: null,
    };
    const html = render(<ConfirmationTab active />, (c) => c.setQueryData(confirmationQueueOptions().queryKey, { items: [item], rule: { attempts: 3, days: 2 } }));
    expect(html).toContain(`<bdi>${typedName}</bdi>`);
    expect(html).toContain(`<bdi>Es Senia${RLO}</bdi>`);
  });

  it('isolates the sender’s name, subject and message in the messages tab, and keeps the address left to right', () => {
    const message: AdminContactMessage = {
      id: 1,
      name: typedName,
      email: 'amina@example.dz',
      subject: `Commande ${RLO}en retard`,
      message: 'مرحبا',
      userId: null,
      read: false,
      readAt: null,
      createdAt: '2026-01-10T10:00:00.000Z',
    };
    const html = render(<MessagesTab active={false} />, (c) => {
      c.setQueryData(contactMessagesQueryOptions({ page: 1 }).queryKey, { items: [message], page: 1, pageSize: 20, total: 1, unread: 1 });
    });
    expect(html).toContain(`<bdi>${typedName}</bdi>`);
    expect(html).toContain(`<bdi>Commande ${RLO}en retard</bdi>`);
    expect(html).toContain('<bdi dir="ltr">amina@example.dz</bdi>');
    expect(html).toMatch(/<p [^>]*dir="auto"[^>]*>مرحبا<\/p>/);
  });
});
