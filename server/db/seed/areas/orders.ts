import { vatOf } from '../../../../domain/index.ts';
import { orderItems, orderVendorGroups, orders } from '../../schema/index.ts';
import type { NewOrderItem, OrderStatus } from '../../schema/index.ts';
import { USER_BY_KEY, VENDOR_BY_KEY, createRng, isoBefore } from '../content/index.ts';
import type { SeedProduct } from '../content/index.ts';
import { STREETS, contactOf, inChunks, need } from './support.ts';
import type { SeedIds, SeedStep } from './support.ts';

/** Demo shop orders: buyer, age, and one vendor group (with its status) per shop. */
const ORDER_PLANS: readonly { buyer: string; daysAgo: number; note: string | null; groups: readonly (readonly [string, OrderStatus])[] }[] = [
  {
    buyer: 'maria',
    daysAgo: 34,
    note: null,
    groups: [
      ['mebeli-dabrava', 'delivered'],
      ['tekstil-rozova-dolina', 'delivered'],
    ],
  },
  {
    buyer: 'maria',
    daysAgo: 9,
    note: 'Моля, обадете се половин час преди доставката.',
    groups: [
      ['mebeli-dabrava', 'shipped'],
      ['svetlina-fener', 'confirmed'],
      ['tendzhera-i-kapak', 'cancelled'],
    ],
  },
  { buyer: 'maria', daysAgo: 1, note: null, groups: [['sharena-staya', 'new']] },
  {
    buyer: 'georgi',
    daysAgo: 5,
    note: null,
    groups: [
      ['mebeli-dabrava', 'new'],
      ['volt-uredi', 'confirmed'],
    ],
  },
  {
    buyer: 'elena',
    daysAgo: 16,
    note: 'Входът е откъм двора.',
    groups: [
      ['izvor-banya', 'delivered'],
      ['zelen-dvor', 'cancelled'],
    ],
  },
  // The demo shop's orders in every status and over several months (its dashboard).
  { buyer: 'nikolay', daysAgo: 2, note: null, groups: [['mebeli-dabrava', 'confirmed']] },
  { buyer: 'viktoria', daysAgo: 0, note: 'Доставка след 17:00, моля.', groups: [['mebeli-dabrava', 'new']] },
  { buyer: 'ivan', daysAgo: 21, note: null, groups: [['mebeli-dabrava', 'cancelled']] },
  { buyer: 'desislava', daysAgo: 48, note: null, groups: [['mebeli-dabrava', 'delivered'], ['tekstil-rozova-dolina', 'delivered']] },
  { buyer: 'georgi', daysAgo: 77, note: null, groups: [['mebeli-dabrava', 'delivered']] },
  { buyer: 'elena', daysAgo: 112, note: null, groups: [['mebeli-dabrava', 'delivered']] },
  { buyer: 'nikolay', daysAgo: 160, note: null, groups: [['mebeli-dabrava', 'delivered']] },
];

const ORDER_PROGRESS: readonly OrderStatus[] = ['new', 'confirmed', 'shipped', 'delivered'];

const SEED_CARRIERS = ['speedy', 'econt', 'boxnow'] as const;

/** Decision 0003: cancelled when every group is; else the least advanced of the others. */
function derivedOrderStatus(statuses: readonly OrderStatus[]): OrderStatus {
  const open = statuses.filter((status) => status !== 'cancelled');
  if (open.length === 0) return 'cancelled';
  return open.reduce((least, status) => (ORDER_PROGRESS.indexOf(status) < ORDER_PROGRESS.indexOf(least) ? status : least));
}

/** Demo shop orders, one vendor group per shop. */
export async function seedOrders({ tx, content, now, seed, note }: SeedStep, { userIds, cityIds, vendorIds, productIds }: Pick<SeedIds, 'userIds' | 'cityIds' | 'vendorIds' | 'productIds'>): Promise<void> {
  // ── orders (priced like the server prices a checkout: product §10 "Money")
  const orderRng = createRng(seed ^ 0x6006);
  const productsByVendor = new Map<string, SeedProduct[]>();
  for (const product of content.products) {
    if (product.stock < 1) continue;
    productsByVendor.set(product.vendorKey, [...(productsByVendor.get(product.vendorKey) ?? []), product]);
  }
  const plannedOrders = ORDER_PLANS.map((plan) => {
    const buyer = need(USER_BY_KEY, plan.buyer, 'user');
    const groups = plan.groups.map(([vendorKey, status]) => {
      const vendor = need(VENDOR_BY_KEY, vendorKey, 'vendor');
      const pool = productsByVendor.get(vendorKey) ?? [];
      if (pool.length === 0) throw new Error(`seed: vendor ${vendorKey} has no product in stock`);
      const items = orderRng.sample(pool, orderRng.int(1, 2)).map((product) => ({
        product,
        unitPrice: product.promoPrice ?? product.price,
        quantity: Math.min(product.stock, orderRng.int(1, 3)),
      }));
      const totalAmount = items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);
      return { vendor, status, items, totalAmount, totalTaxes: vatOf(totalAmount), delivery: vendor.deliveryPrice ?? 0 };
    });
    const createdAt = new Date(isoBefore(now, plan.daysAgo, orderRng.int(0, 600)));
    return { plan, buyer, groups, createdAt };
  });

  const orderRows = await inChunks(
    plannedOrders.map(({ plan, buyer, groups, createdAt }) => ({
      buyerUserId: need(userIds, buyer.key, 'user'),
      status: derivedOrderStatus(groups.map((group) => group.status)),
      contact: contactOf(buyer),
      address: { cityId: need(cityIds, buyer.cityKey, 'city'), street: STREETS[buyer.cityKey] ?? 'ул. „Иван Вазов“ 1' },
      note: plan.note,
      totalOrderAmount: groups.reduce((sum, group) => sum + group.totalAmount + group.totalTaxes + group.delivery, 0),
      totalDeliveryAmount: groups.reduce((sum, group) => sum + group.delivery, 0),
      totalProductCount: groups.reduce((sum, group) => sum + group.items.reduce((n, item) => n + item.quantity, 0), 0),
      createdAt,
      updatedAt: createdAt,
    })),
    (chunk) => tx.insert(orders).values(chunk).returning({ id: orders.id }),
  );
  note('orders', orderRows.length);

  // A part on its way or delivered was sent with a known carrier (its own generator: the rest of the seed stays as it was).
  const shipmentRng = createRng(seed ^ 0x5419);
  const shipmentOf = (status: OrderStatus) =>
    status === 'shipped' || status === 'delivered'
      ? { carrier: shipmentRng.pick(SEED_CARRIERS), carrierName: null, trackingNumber: String(shipmentRng.int(10_000_000, 99_999_999)) + String(shipmentRng.int(100, 999)) }
      : {};
  const groupValues = plannedOrders.flatMap(({ groups, createdAt }, index) =>
    groups.map((group) => ({
      orderId: (orderRows[index] as { id: number }).id,
      vendorId: need(vendorIds, group.vendor.key, 'vendor'),
      status: group.status,
      totalAmount: group.totalAmount,
      totalTaxes: group.totalTaxes,
      delivery: group.delivery,
      ...shipmentOf(group.status),
      updatedAt: createdAt,
    })),
  );
  const groupRows = await inChunks(groupValues, (chunk) => tx.insert(orderVendorGroups).values(chunk).returning({ id: orderVendorGroups.id }));
  note('orderVendorGroups', groupRows.length);

  const itemValues: NewOrderItem[] = plannedOrders.flatMap(({ groups }, index) =>
    groups.flatMap((group) =>
      group.items.map((item) => ({
        orderId: (orderRows[index] as { id: number }).id,
        vendorId: need(vendorIds, group.vendor.key, 'vendor'),
        productId: need(productIds, item.product.key, 'product'),
        title: item.product.title,
        unitPrice: item.unitPrice,
        quantity: item.quantity,
      })),
    ),
  );
  const itemRows = await inChunks(itemValues, (chunk) => tx.insert(orderItems).values(chunk).returning({ id: orderItems.id }));
  note('orderItems', itemRows.length);
}
