/** The order page's "Ask the vendor" (issue 27), whose dialog and call are a lazy chunk loaded when the page shows. */
import { Suspense } from 'react';
import { ChunkErrorBoundary, lazyPage } from '../../../layout/lazyPage.tsx';
import type { OrderQuestionProps } from '../../../layout/featureSlots.tsx';

const AskVendor = lazyPage(() => import(/* webpackChunkName: "ask-vendor" */ './AskVendor.tsx'));

export function AskVendorSlot(props: OrderQuestionProps) {
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={null}>
        <AskVendor {...props} />
      </Suspense>
    </ChunkErrorBoundary>
  );
}
