/**
 * Places where one feature shows another feature's control, handed in by the app (a feature
 * never imports another, decision 0006): the order page's "Ask the vendor" (the conversations
 * feature's) under each shop's part, and the unread count beside Messages in the profile's
 * navigation (the mobile menu's too). Without a provider (a test of one feature alone) the place
 * stays empty.
 */
import { createContext, useContext } from 'react';
import type { ComponentType } from 'react';

export interface OrderQuestionProps {
  orderId: number;
  vendorId: number;
  vendorName: string;
  /** The order e-mail's token, for an order placed without an account. */
  token: string | undefined;
}

export interface FeatureSlots {
  OrderQuestion?: ComponentType<OrderQuestionProps>;
  /** How many conversations are unread, shown in the link to the inbox (nothing when none). */
  UnreadCount?: ComponentType;
}

const Slots = createContext<FeatureSlots>({});

export const FeatureSlotsProvider = Slots.Provider;

export function useFeatureSlots(): FeatureSlots {
  return useContext(Slots);
}
