/** The order page's "Ask the vendor" (issue 27), whose dialog and call are a lazy chunk loaded when the page shows. */
import { lazySlot } from '../../../layout/lazyPage.tsx';

export const AskVendorSlot = lazySlot(() => import(/* webpackChunkName: "ask-vendor" */ './AskVendor.tsx'));
