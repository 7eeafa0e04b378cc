import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { contactContract, type ContactMessageInput, type SiteInfo } from '@shared/contracts/contact';
import { whatsappLink } from '@shared/domain/confirmation';
import { toMoneyString } from '@shared/domain/money';
import { DEFAULT_FREE_SHIPPING_THRESHOLD } from '@shared/domain/shipping-defaults';
import { api } from '@client/lib/api-client';

/** What the help pages show until (or unless) the server answers: the defaults of spec §9. */
export const defaultSiteInfo: SiteInfo = {
  phone: null,
  whatsapp: null,
  email: 'contact@nabta.dz',
  minFreeShipping: toMoneyString(DEFAULT_FREE_SHIPPING_THRESHOLD),
  seller: { name: null, address: null, rc: null, nif: null },
  privacy: { sessionDays: 30, assistantModel: false },
};

export const siteInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['site', 'info'] as const,
    queryFn: () => api(contactContract.siteInfo),
    // Settings change rarely: cached 5 minutes, like the spec's settings query (§9).
    staleTime: 5 * 60_000,
  });

/** The shop's public details; `isPlaceholder` while the defaults stand in for the real values. */
export function useSiteInfo() {
  const query = useQuery(siteInfoQueryOptions());
  return { info: query.data ?? defaultSiteInfo, isPlaceholder: !query.data, isLoading: query.isLoading };
}

/** A wa.me link to the shop's WhatsApp with `text` ready to send, or null while the shop has none (issue 29). */
export function useShopWhatsapp(text: string): string | null {
  const { info, isPlaceholder } = useSiteInfo();
  return !isPlaceholder && info.whatsapp ? whatsappLink(info.whatsapp, text) : null;
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: (body: ContactMessageInput) => api(contactContract.send, { body }) });
}
