// Generated from openapi/openapi.yaml by `npm run codegen` (openapi-typescript). Do not edit.

export interface paths {
    "/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search the whole site by words
         * @description The header's search: live products, published properties, flatmate offers and published posts whose title or text holds the words of `q`, in either language. A word may be the beginning of a word of the text or differ from a title word by a typo, and Latin letters are also read as Bulgarian with the official transliteration table (`divan` finds `диван`), and Bulgarian ones written in Latin. Each kind answers its first few hits, best first, and how many there are. A `q` without a letter or digit finds nothing.
         */
        get: operations["searchSite"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/search/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Products found by words
         * @description The products group of `searchSite` in full, a page at a time, best first (ties by id): the results page a visitor reaches from the header's search box. The words match as in `searchSite`.
         */
        get: operations["searchProductsByWords"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/localization/translation/{locale}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Message texts of one locale
         * @description All interface texts of the locale, keyed by message key. `debug` answers every key mapped to itself (offered only on localhost or a testing host, which the client decides). The server may also inline the chosen locale's object into index.html. The answer only changes with a deploy: it is compressed ahead (brotli or gzip by Accept-Encoding, with `Vary: Accept-Encoding`) and carries a strong ETag, the content hash of its version; `If-None-Match` with it answers 304. The page's inlined block names each locale's version (`translationVersions`): asked with `v` equal to it, the answer is cached for a year (`immutable`); without `v`, or with another (an older or newer build), it is the current one with `Cache-Control: no-cache` (kept, asked again, 304 while unchanged).
         */
        get: operations["getTranslations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/property": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search published properties
         * @description Public search. Only properties with status `active` that are not deleted are listed. `GET /api/property/?filters` of the specification is this operation. Every filter given narrows the result (AND); ties of the order are broken by id. `priceTo` below `priceFrom`, or `areaTo` below `areaFrom`, is a validation failure of the upper bound. The agency page lists an agency's properties with `agencyId`, a user's page with `ownerId`. The page is in the chosen order, premium properties (promoted with credits, until their days are over) in their place; `premium` holds the page's band of premium matches.
         */
        get: operations["listProperties"];
        put?: never;
        /**
         * Create a property
         * @description The signed-in agency or regular user becomes its owner.
         */
        post: operations["createProperty"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/property/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Option lists of the property form
         * @description Every selectable value of the property form with its label in the request's language.
         */
        get: operations["getPropertySettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/property/appliances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Appliances a property can list
         * @description Sorted by `order`.
         */
        get: operations["listAppliances"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/property/ai/description": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Draft a property description from its fields
         * @description Writes a description of the home from the form's fields (and the address, when given), in the request's language: with the OpenAI-compatible text generator the server is configured with, else with the built-in writer (deterministic: the same fields give the same text). The result is a suggestion for the form's `descriptionAi` field and is not stored. An unknown `district_id` or appliance id is a validation failure of that property.
         */
        post: operations["generatePropertyDescription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/property/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * One published property
         * @description Public view; a property that is deleted or not `active` answers 404 (its owner uses getUserProperty).
         */
        get: operations["getProperty"];
        put?: never;
        post?: never;
        /**
         * Delete one of my properties
         * @description Soft delete; the property then appears only in listUserProperties with `deleted=1`. Someone else's property answers 403; deleting a deleted property again changes nothing.
         */
        delete: operations["deleteProperty"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/property": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My properties
         * @description The signed-in owner's properties in every status. Each flag filter, when given, keeps only properties where the flag is 1 (true) or 0 (false): `deleted` soft-deleted (default: not deleted), `premium` premium listing (bought with credits), `requested` has at least one viewing request, `active` status is `active`.
         */
        get: operations["listUserProperties"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/property/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * One of my properties, for editing
         * @description Any status, including deleted. Someone else's property answers 403.
         */
        get: operations["getUserProperty"];
        put?: never;
        /**
         * Update one of my properties
         * @description Replaces the property's fields with the body (optional fields left out are cleared). Someone else's property answers 403; a deleted property answers 404.
         */
        post: operations["updateUserProperty"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/location/city": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Cities with their districts
         * @description Sorted by name. Rarely changes; the server sends a Cache-Control header and the client caches it.
         */
        get: operations["listCities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contact/general": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the general contact form
         * @description `code` is the captcha's answer, as the newsletter's (an ALTCHA payload by default; with reCAPTCHA configured, a token for the action `contact`): a missing, invalid, expired or used one is 400 with nothing stored or sent, after the fields are checked (422).
         */
        post: operations["sendContactMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/property-view": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Viewing requests for my properties
         * @description Newest first, for every property of mine (deleted ones included). With `propertyId`, only that property's; someone else's property answers 403.
         */
        get: operations["listViewingRequests"];
        put?: never;
        /**
         * Request a viewing of a property
         * @description Anyone may ask; a signed-in caller is recorded as the requester. It opens a conversation between the requester and the owner, whose first message is the request (status `requested`); the owner answers there (answerViewing). The owner is notified by e-mail, in the owner's language, with the requester's contact, which the requester shares by this form. A `dateTime` that is not a real date, in the past or more than a year ahead, or a property that is not published, is a validation failure of that property. `code` is the captcha's answer, as the contact form's (an ALTCHA payload by default; with reCAPTCHA configured, a token for the action `viewing_request`): a missing, invalid, expired or used one is 400 with nothing stored or sent, after the fields are checked (422).
         */
        post: operations["createViewingRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agency": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Trusted agencies
         * @description The agencies of the trusted-agencies page, those with the most published properties first (then by name). An agency's properties: listProperties with `agencyId`.
         */
        get: operations["listAgencies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agency/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * One agency
         * @description Its published properties are listed by listProperties with `agencyId`.
         */
        get: operations["getAgency"];
        put?: never;
        /**
         * Update my agency's public profile
         * @description From the settings page. Only the agency's own id: another agency's id answers 403, an unknown one 404. `name` and `description` are the texts in the request's language (Accept-Language); a text the agency has in the other language is kept. The logo is an ImageInput (docs/decisions/0009). Tagged `users` with the other settings calls, so the settings page reaches it through the shared account API (docs/decisions/0020).
         */
        post: operations["updateAgency"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendor/product": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My products (vendor)
         * @description The signed-in vendor's products, newest first, including those out of stock; deleted (retired) products are not listed. `query` narrows them to the products whose title (in either language) or SKU contains every one of its words (at most 10 words count).
         */
        get: operations["listVendorProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendor/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** One vendor */
        get: operations["getVendor"];
        put?: never;
        /**
         * Update my vendor profile
         * @description Only the vendor's own id: another vendor's id answers 403, an unknown one 404. `name` and `description` are the texts in the request's language (Accept-Language); a text the shop has in the other language is kept. The logo is an ImageInput (docs/decisions/0009). Tagged `users` with the other settings calls, so the settings page reaches it through the shared account API (docs/decisions/0020).
         */
        post: operations["updateVendor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/product": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a product (vendor)
         * @description A product of the signed-in vendor. `title` and `description` are stored in the request's language (Accept-Language). Every `categoryIds` item must be a category (else a validation failure of `categoryIds.N`), and every `attributes` key a filter of one of them with one of its values (else of `attributes.<key>`). `sku`, when given, is unique among the vendor's live products (else of `sku`). Images go through the image pipeline (checked by content, re-encoded, metadata removed).
         */
        post: operations["createProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/product/category": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Product categories of a room, or the promo categories */
        get: operations["listProductCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/product/category/filters/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** Filters of a product category */
        get: operations["getCategoryFilters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/product/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search products
         * @description All criteria are optional and combine with AND; send `{}` for every product. Only products in stock of active vendors are found.
         */
        post: operations["searchProducts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/product/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My product imports (vendor)
         * @description Newest first, with status and counts (no row report: getProductImport pages it). A page polls this while an import is `parsing` or `publishing`.
         */
        get: operations["listProductImports"];
        put?: never;
        /**
         * Upload a product file (vendor)
         * @description A CSV (UTF-8, a header row, separated by commas or semicolons) or XLSX file (its first worksheet, a header row) of at most 10 MB, one product a row, with the columns of docs/product-import.md (samples: /samples/products.csv and /samples/products.xlsx). The file is judged by its content, not its name: anything else (a picture, a PDF, a binary file) answers 422 with property `file`, and a file over 10 MB 413; nothing is kept then. Otherwise the answer is the new import, status `parsing`: a background job reads the file row by row (progress in `processedRows` and `progress`), checks each row and reports every problem with its row and column, then stops at `parsed` for the vendor's review. Nothing reaches the catalogue before the vendor posts `publishing`. The job survives a server restart (it resumes where it stopped).
         */
        post: operations["importProducts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/product/import/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * One of my imports with its row report (vendor)
         * @description The import and one page of its row report (every problem found, by row then column). A page may poll it while the import is `parsing` or `publishing`. Another vendor's import answers 403, an unknown one 404.
         */
        get: operations["getProductImport"];
        put?: never;
        /**
         * Approve (publish) or cancel one of my imports (vendor)
         * @description `publishing` approves a `parsed` import that has valid rows: a background job writes them into the catalogue (a row whose SKU the vendor already sells updates that product, any other creates one; rows with problems are skipped) and ends `completed`. `cancelled` abandons a `parsing` or `parsed` import; nothing reaches the catalogue. Any other change is a validation failure of `status` (422). Another vendor's import answers 403, an unknown one 404.
         */
        post: operations["updateProductImportStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/product/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** One product */
        get: operations["getProduct"];
        put?: never;
        /**
         * Update one of my products (vendor)
         * @description Replaces the product's fields with the body (optional fields left out are cleared), with the rules of createProduct. `title` and `description` replace the texts of the request's language; a text the product has in the other language (e.g. from an import) is kept. Another vendor's product answers 403; a deleted or unknown one 404.
         */
        post: operations["updateProduct"];
        /**
         * Delete one of my products (vendor)
         * @description Retires the product: it leaves the shop, the search and the vendor's list, and its SKU is free again, but it is never erased, so the orders that hold it keep their lines (title and price as ordered). Another vendor's product answers 403; a deleted or unknown one 404.
         */
        delete: operations["deleteProduct"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My orders
         * @description A regular user gets the orders they placed; a vendor gets the orders that contain their products, each reduced to the vendor's own group (see Order).
         */
        get: operations["listOrders"];
        put?: never;
        /**
         * Check out the cart
         * @description Anyone may order; a signed-in caller becomes the buyer. The server reprices every line from its own prices (promoPrice when present, else price), groups the lines per vendor, adds 20 % VAT and each vendor's delivery, and stores the order with status `new`, in one transaction. Client prices and totals are ignored. A product that no longer exists is a validation failure of its `items.N.productId`; a quantity above the stock answers 409 with `shortages`, each such product with its title and how many are left (nothing is written). The buyer (the contact's e-mail) gets an order e-mail and every vendor one with its own lines.
         */
        post: operations["createOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/order/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * One of my orders
         * @description As in listOrders, a vendor sees only its own group. Someone else's order (another buyer's, or one without the vendor's products) answers 403, an unknown one 404.
         */
        get: operations["getOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/order/{id}/view": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The buyer's order page
         * @description Reads an order as its buyer sees it (every shop's part with its lines, status and shipment); nothing is written. With `token` (the private link of an order e-mail, for an order placed without an account) no sign-in is needed, and a token that is not this order's answers 404. Without it, a signed-in buyer gets their own order: someone else's answers 403, an unknown one 404, and no sign-in 401. A POST so the token travels in the body, never in an address or a log.
         */
        post: operations["viewOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/order/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the status of my part of an order (vendor)
         * @description Sets the status of the calling vendor's group. Allowed transitions: new → confirmed | cancelled; confirmed → shipped | cancelled; shipped → delivered. Anything else is a validation failure of `status` (422). The order's own status is derived from its groups (see OrderStatus). The buyer (the order's contact e-mail) gets an e-mail of each change in the language of the checkout. An order without the vendor's products answers 403, an unknown one 404.
         */
        post: operations["updateOrderStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user, if any
         * @description Loaded on start by every visitor. Sign-in is optional: a signed-in caller gets the user (200), anyone else 204 with no body, so a visitor's start-up check is not an error. A missing, expired or revoked token also answers 204, and a stale cookie is cleared.
         */
        get: operations["getCurrentUser"];
        put?: never;
        /**
         * Sign up
         * @description Creates a regular user (type `user`) and e-mails a confirmation link (/user/confirmation?token=...). Does not sign in. An e-mail already registered is a validation failure of `email`. `code` is the captcha's answer, as the contact form's (an ALTCHA payload by default; with reCAPTCHA configured, a token for the action `signup`): a missing, invalid, expired or used one is 400 with nothing stored or sent, checked before whether the e-mail is taken.
         */
        post: operations["register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with e-mail and password
         * @description Answers the token and sets it as the `token` cookie (1 hour). Any previous token of this client is not affected. Wrong credentials answer 401; an account whose e-mail address is not confirmed yet answers 403 with a message saying so.
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/google": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with a Google credential
         * @description Verifies the Google ID token (credential); a first sign-in creates a regular user with a confirmed e-mail. Answers the token and sets the `token` cookie like login. A credential Google rejects answers 401; without configured Google keys the server answers 503.
         */
        post: operations["googleLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out
         * @description Revokes the presented token server-side and clears the `token` cookie. Sign-in is optional so that signing out with an expired token still succeeds (204) instead of answering 401.
         */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/confirmation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm an e-mail address
         * @description The token comes from the link of the confirmation e-mail: the address of a sign-up, or the new address of a settings change (which then replaces the old one; an address taken by someone else meanwhile answers 409). An unknown, used or expired token answers 400.
         */
        post: operations["confirmEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/forgotten-password/request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * E-mail a password-reset link
         * @description Always 204, whether or not the address is registered (no account discovery). The link opens the password-change modal with query `token`.
         */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/change-password/request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * E-mail me a password-change link
         * @description From the settings page: sends the signed-in user the same link as a password reset; the new password is set with confirmPasswordReset. No body.
         */
        post: operations["requestPasswordChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change my password
         * @description From the settings page: the current password is required (a wrong one is a validation failure of `currentPassword`). Every session of the user ends, this one included, and a new one starts: the answer sets a new `token` cookie, so the browser stays signed in.
         */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/forgotten-password/confirmation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with a reset token
         * @description Sets the password and revokes every token of the user (all sessions end). An unknown, used or expired token answers 400.
         */
        post: operations["confirmPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stats/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Dashboard counts of the signed-in user */
        get: operations["getUserStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update my settings
         * @description Changes only the fields sent. A new `email` needs `currentPassword` (missing or wrong: a validation failure of `currentPassword`; an address someone else has: of `email`): it is kept as `pendingEmail` and a confirmation link is mailed to it; the address changes when the link is opened (confirmEmail). Sending the current address again drops a pending one.
         */
        post: operations["updateCurrentUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/deletion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete my account
         * @description Deletes the account as docs/privacy.md says: name, e-mail, phone, homes and flatmate offers with their pictures, requests, messages, comments, the newsletter address and every session are erased; orders, payments and the credit ledger stay for accounting, no longer linked to a person. An account with a password confirms with it (`password`); one that signs in only with Google types the word DELETE or ИЗТРИЙ (`confirmation`). A wrong or missing one is a 422 naming the field. A shop's account is closed with the office (409): its orders must be settled first. Signs me out.
         */
        post: operations["deleteAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/newsletter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether my address gets the newsletter
         * @description Whether my account's address is a confirmed subscriber (the settings' switch).
         */
        get: operations["getNewsletterSubscription"];
        /**
         * Subscribe or unsubscribe my address
         * @description Subscribes my account's address (confirmed when I signed up, so at once) or removes it from the newsletter.
         */
        put: operations["setNewsletterSubscription"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/vendor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The shop I manage (vendor)
         * @description The signed-in vendor's shop as its public page shows it, for the settings form.
         */
        get: operations["getOwnVendor"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/agency": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The agency I manage (agency)
         * @description The signed-in agency user's agency as its public page shows it, for the settings form.
         */
        get: operations["getOwnAgency"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/credit/ledger": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My credits ledger
         * @description Every change of my credits, newest first, with the balance after each: purchases (their payment) and spendings (what was promoted, for how many days). Tagged `users`: the settings page shows it (docs/decisions/0020).
         */
        get: operations["getCreditLedger"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** Public page of a user */
        get: operations["getUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/news/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Blog categories */
        get: operations["listNewsCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/news": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Blog posts
         * @description Published posts. Used for a category page (`category_id`, `offset`, `limit`), the newest posts (`limit=5&orderBy=publishedAt.DESC`) and the featured posts (`limit=4&highlighted=1&exclude={current post id}`).
         */
        get: operations["listNews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/news/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** One blog post with its comments */
        get: operations["getNewsPost"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/news/{id}/products": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Products linked to a blog post
         * @description In the post's order; products no longer available are left out.
         */
        get: operations["listNewsProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/news/{id}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Comment on a blog post
         * @description Signed-in users of any type; the author is the user's name. Published at once.
         */
        post: operations["addNewsComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenant-offer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search flatmate offers
         * @description Premium offers (promoted with credits, until their days are over) first, then newest first.
         */
        get: operations["listTenantOffers"];
        put?: never;
        /** Post a flatmate offer (regular user) */
        post: operations["createTenantOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenant-offer/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My flatmate offers (regular user)
         * @description Newest first.
         */
        get: operations["listMyTenantOffers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/roommates/universities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Universities for the flatmate filters */
        get: operations["listUniversities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/roommates/posts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete one of my flatmate offers (regular user) */
        delete: operations["deleteTenantOffer"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenant-offer/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** One flatmate offer */
        get: operations["getTenantOffer"];
        put?: never;
        /**
         * Update one of my flatmate offers (regular user)
         * @description Replaces the offer's fields with the body (optional fields left out are cleared).
         */
        post: operations["updateTenantOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenant-offer/{id}/inquiry": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Message the poster of a flatmate offer
         * @description Anyone may write; it opens a conversation with the poster (whose address is never shown), with the message as its first message, and the poster gets an e-mail. A visitor gives an e-mail address, where the poster's replies arrive with a private link to the conversation; a signed-in caller's is their account's. A visitor's message without one (an older client's) is kept and mailed to the poster as before, with no conversation: the poster answers by phone. `phone` is shared with the poster. A second message to the same offer from the same person continues their conversation. `code` is the captcha's answer, as the contact form's (an ALTCHA payload by default; with reCAPTCHA configured, a token for the action `flatmate_message`): a missing, invalid, expired or used one is 400 with nothing stored or sent.
         */
        post: operations["sendTenantOfferInquiry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cleaning/one-time/services": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Service catalogue of a cleaning type
         * @description One-time cleaning (default, with the cleaning subscriptions), deep cleaning or moving services (with the moving transport), in groups, in the order the page shows them. Each service says what its amount counts, the amounts it accepts, whether it is charged per month (`months`) and whether the customer chooses a severity level (`severity`).
         */
        get: operations["listCleaningServices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cleaning/one-time/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order one-time cleaning or moving services
         * @description Takes services of the `one-time` catalogue (regular services, or one subscription) or of the `moving` catalogue (moving services, or the transport alone), never both in one order; a moving order needs `destinationAddress`, any other order must not have one. Anyone may order; a signed-in caller's order is kept with their account. The server prices every line from its own catalogue with the cleaning cart's rules (price x amount x months x severity multiplier, rounded half up per line); prices and totals the body carries are ignored. Refused as validation failures of their property: an unknown service, or one of another catalogue (`services.N.serviceKey`); a service repeated, or one the cart's rules would not keep beside the lines before it (`services.N.serviceKey`); an amount outside the service's `minAmount`..`maxAmount` (`services.N.amount`); months or a severity the service does not take (`services.N.months`, `services.N.severity`); an unknown city (`address.cityId`, `destinationAddress.cityId`); a day before today or more than 90 days ahead (`date`, Europe/Sofia); a slot starting less than 24 hours after the order (`timeSlot`). The customer gets a confirmation e-mail in the request's language.
         */
        post: operations["createOneTimeCleaningOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cleaning/deep/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order deep cleaning services
         * @description Takes services of the `deep` catalogue only (no `destinationAddress`); checked, priced, stored and confirmed by e-mail as one-time orders are (createOneTimeCleaningOrder).
         */
        post: operations["createDeepCleaningOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/saved-search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My saved searches
         * @description Newest first; each with how many listings match it now and how many were told since its owner last opened it.
         */
        get: operations["listSavedSearches"];
        put?: never;
        /**
         * Save a property or flatmate search
         * @description Keeps the filters of a property search (`kind: property`) or a flatmate search (`kind: roommate`, which has only `cityId`, `universityId`, `priceFrom` and `priceTo`; another filter is a validation failure of that filter). A user keeps at most 20 searches (a 21st is a validation failure of `kind`). An empty `name` is suggested from the filters in the request's language.
         */
        post: operations["createSavedSearch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/saved-search/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * One of my saved searches
         * @description With the ids of the listings told since it was last opened (`newListingIds`); another user's search is 404.
         */
        get: operations["getSavedSearch"];
        put?: never;
        /**
         * Rename, pause or resume one of my saved searches, change how often it tells, or mark it opened
         * @description Changes the fields given. `opened: true` marks it opened now (what was told before is no longer new). Another user's search is 404.
         */
        post: operations["updateSavedSearch"];
        /**
         * Delete one of my saved searches
         * @description Another user's search is 404.
         */
        delete: operations["deleteSavedSearch"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/unsubscribe/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The token of an e-mail's unsubscribe link. */
                token: components["parameters"]["UnsubscribeToken"];
            };
            cookie?: never;
        };
        /**
         * What an e-mail's unsubscribe link stops
         * @description The link of a saved search's alerts or of the newsletter's e-mails, read without signing in and without changing anything (a mail scanner may open links). An unknown or already used token is 404.
         */
        get: operations["getUnsubscription"];
        put?: never;
        /**
         * Unsubscribe with an e-mail's link (one click)
         * @description RFC 8058's one-click unsubscribe (the `List-Unsubscribe-Post` of the e-mail: a mail client posts `List-Unsubscribe=One-Click`, form-encoded) and the unsubscribe page's button (no body). A saved search is paused, a newsletter address unsubscribed; the token is then used up. An unknown or already used token is 404.
         */
        post: operations["unsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My conversations
         * @description Every conversation I am a side of (as the owner of what it is about, or as the one who wrote), the one with the newest message first, with the other side's display name, what it is about, the last message and how many of its messages I have not read.
         */
        get: operations["listConversations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/conversations/unread": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many of my conversations have a message I have not read */
        get: operations["getUnreadConversations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/conversations/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Live events of my conversations (Server-Sent Events)
         * @description A `text/event-stream` that stays open. On connect it sends `unread` (data `{"count": n}`, as getUnreadConversations); then `message` (id: the message's id, data `{"conversationId": c, "messageId": m}`) for each message the other side sends me, and `unread` again whenever the count changes (a message, or a conversation read on another device). With `Last-Event-ID` (the id of the last `message` event seen) it first sends every message event after it that was missed. A comment line keeps the connection alive every 25 seconds. It works the same whichever server holds the stream.
         */
        get: operations["streamConversations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/conversations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * One of my conversations, with a page of its messages
         * @description Only its two sides read it: any other caller gets 404 (a conversation's existence is not revealed). Messages come oldest first: the newest `limit`, or with `before` the `limit` before that message id. Reading does not mark it read (markConversationRead does).
         */
        get: operations["getConversation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/conversations/{id}/view": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A conversation through its private link (a visitor without an account)
         * @description The e-mails to a visitor who wrote without an account carry a private link with a token of this conversation (each e-mail a token of its own, valid 30 days, of which only a hash is kept). A token that is not this conversation's, expired or revoked answers 404 with `conversation-error-link`. A POST so the token travels in the body, never in an address or a log. Every other operation of a conversation takes the same `token` in its body.
         */
        post: operations["viewConversation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/conversations/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reply in a conversation
         * @description By one of its sides: signed in, or with the visitor's `token`. Plain text (links are made clickable when shown). A blocked conversation refuses it with 409 `conversation-error-blocked`; a sender's 31st message within an hour (across every conversation) is 429. The other side gets a live event and, at most once per conversation every 15 minutes while unread, an e-mail (unless they turned them off).
         */
        post: operations["sendMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/conversations/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a conversation read up to a message
         * @description Everything up to `upTo` (a message of this conversation; later ones stay unread). A read mark never moves back. My other streams get the new unread count.
         */
        post: operations["markConversationRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/conversations/{id}/block": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Block a conversation, or lift my block
         * @description While either side blocks it, neither side can send (409 `conversation-error-blocked`) and no notice is sent. Only the side who blocked can lift its block.
         */
        post: operations["blockConversation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/conversations/{id}/report": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report a conversation to the site's moderators
         * @description Abuse, a scam, or a listing that does not exist, with an optional note. One report per side: a second one replaces the first. The moderators get an e-mail.
         */
        post: operations["reportConversation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/conversations/{id}/viewing": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Answer the viewing request a conversation is about
         * @description The owner accepts the requested (or last proposed) time, proposes another (`dateTime`, as in createViewingRequest), or declines; the one who asked accepts or declines a time the owner proposed, or proposes another. Each answer is a message of the conversation and sets the request's `status` in the owner's list. An answer the request's state does not allow (accepting your own proposal, anything after a decline) is 409 `conversation-error-viewing-state`; a conversation about something else is 404.
         */
        post: operations["answerViewing"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/conversations/{id}/notices": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn a visitor's e-mail notices of a conversation on or off
         * @description For the visitor side, through its `token` (a signed-in user sets their notices for every conversation with updateConversationSettings). `revokeLinks: true` also turns off every private link of this conversation sent so far (this one included).
         */
        post: operations["setConversationNotices"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/conversation-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My settings for conversations */
        get: operations["getConversationSettings"];
        put?: never;
        /**
         * Change my settings for conversations
         * @description `emailNotices: false` stops the e-mails of new messages (the inbox still shows them).
         */
        post: operations["updateConversationSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/order/{id}/question": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask a vendor of my order a question
         * @description Opens (or continues) the conversation between the buyer and the vendor of `vendorId`'s part of the order, with `message` as its next message. The buyer is signed in, or, for an order placed without an account, sends the order e-mail's `token` (as viewOrder); a vendor not in the order is a validation failure of `vendorId`. Someone else's order answers 403, an unknown one 404.
         */
        post: operations["askAboutOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/move-plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My move plans
         * @description The current plan first, then the newest (at most 10).
         */
        get: operations["listMovePlans"];
        put?: never;
        /**
         * Start a move plan for a home
         * @description A plan for moving into a published property or flatmate offer (an unknown or unpublished one is a validation failure of `home.id`). A visitor's plan from the browser comes with its choices and windows. The new plan becomes the current one. A user keeps at most 10 plans (an 11th is a validation failure of `home`).
         */
        post: operations["createMovePlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/move-plan/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * One of my move plans
         * @description Once checked out, with each order's status as it is now. Another user's plan is 404.
         */
        get: operations["getMovePlan"];
        put?: never;
        /**
         * Change one of my move plans
         * @description Changes the fields given (`null` clears `from`, `moving` or `cleaning`; `deliveries` replaces every window). Conflicts of dates are not refused here (a plan is edited through them; the checkout refuses them). `current: true` makes it the current plan. A checked-out plan is 409 `move-error-checked-out`; another user's plan is 404.
         */
        post: operations["updateMovePlan"];
        /**
         * Delete one of my move plans
         * @description The orders a checked-out plan made stay. Another user's plan is 404.
         */
        delete: operations["deleteMovePlan"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/move-plan/{id}/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order everything a move plan chose, at once
         * @description Prices the cart's products and the plan's services from the server's own prices, refuses a plan that cannot be checked out (a conflict of dates, a step half chosen, moving without where from, a vendor without a delivery window: a validation failure of the plan's field with its `move-conflict-…` or `move-error-…` key), then in one transaction makes the shop order (with the vendors' delivery windows), the moving order and the cleaning order, all or none (stock short: 409 `error-out-of-stock`, nothing written). The buyer gets one e-mail with the timeline and a calendar file. A retry with the same `Idempotency-Key` answers the first checkout again and makes nothing; another key on a checked-out plan is 409 `move-error-checked-out`.
         */
        post: operations["checkoutMovePlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newsletter/subscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Subscribe to the newsletter
         * @description `code` is the captcha's answer: by default an ALTCHA payload (a challenge of GET /captcha/challenge with its solution), with reCAPTCHA configured a token obtained for the action `login`. A missing, invalid, expired or already used answer is 400; an address already subscribed answers 204 as well. 503 when reCAPTCHA is configured but unreachable.
         */
        post: operations["subscribeNewsletter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newsletter/confirmation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a newsletter subscription
         * @description The token comes from the link of the subscription's confirmation e-mail (double opt-in: an address is subscribed only once confirmed). Confirming again changes nothing and answers 204 as well; an unknown token answers 400.
         */
        post: operations["confirmNewsletter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/captcha/challenge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A new captcha challenge
         * @description An ALTCHA proof-of-work challenge, signed by the server and valid for 10 minutes, for the browser's widget to solve; its solution is taken once. 404 when reCAPTCHA is configured instead.
         */
        get: operations["getCaptchaChallenge"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/credit/buy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start buying a credit package
         * @description Creates a `pending` payment for the package with the server's price and answers the provider's checkout URL; the browser navigates there and the provider returns it to /payment/status?paymentId=....
         */
        post: operations["buyCredits"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Status of one of my payments
         * @description Asks the provider when the payment is still pending and records the outcome. Credits are added exactly once per succeeded payment, however often this is called and whatever the provider's callbacks do meanwhile. `cancel` (the buyer came back from the checkout without paying) closes a checkout that is still open, so the payment is `cancelled` unless it was paid meanwhile. Someone else's payment answers 403.
         */
        post: operations["getPaymentStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The card provider's event callback
         * @description Called by the configured card provider (Stripe: checkout.session.completed, checkout.session.async_payment_succeeded, checkout.session.async_payment_failed, checkout.session.expired), signed with the webhook secret in the `Stripe-Signature` header, checked against the raw body. A bad or missing signature answers 400 and changes nothing; a provider without callbacks (the embedded sandbox) answers 404. A settled payment's credits are added exactly once, whatever else reports the outcome.
         */
        post: operations["paymentWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/sandbox/{reference}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A sandbox checkout's reference. */
                reference: components["parameters"]["SandboxReference"];
            };
            cookie?: never;
        };
        /**
         * A checkout of the embedded sandbox card provider
         * @description What the sandbox checkout page shows: the amount and what it pays for. The reference is the unguessable address the buyer was sent to, as with a real provider's checkout page. Answers 404 when the sandbox is not the configured provider.
         */
        get: operations["getSandboxCheckout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/sandbox/{reference}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A sandbox checkout's reference. */
                reference: components["parameters"]["SandboxReference"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay a sandbox checkout with a test card
         * @description The test card 4242 4242 4242 4242 pays and 4000 0000 0000 0002 is declined (any expiry to come, any security code); another number is a validation failure of `cardNumber`. The sandbox then reports the outcome to the app at once (as a provider's callback would) and answers where the buyer goes back to. A checkout no longer open answers 409.
         */
        post: operations["paySandboxCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/sandbox/{reference}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A sandbox checkout's reference. */
                reference: components["parameters"]["SandboxReference"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Leave a sandbox checkout without paying
         * @description The checkout is cancelled, reported to the app, and the buyer goes back. A checkout no longer open answers 409.
         */
        post: operations["cancelSandboxCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/credit/promotion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Promote one of my listings to premium with credits
         * @description Spends the plan's credits and makes the listing premium for its days (added to the days it still has), in one transaction: with too few credits nothing is spent (409), the balance never goes below zero, and the ledger records the spending. Plans (days: credits): 7 days 5 credits, 14 days 9 credits, 30 days 16 credits. Kinds: `property` (a published property of mine; someone else's answers 403, a deleted or unknown one 404, one not published 409) and `tenantOffer` (a flatmate offer of mine, for regular users only: an agency gets 403; someone else's answers 403, a deleted or unknown one 404).
         */
        post: operations["promoteListing"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the process answers
         * @description 200 whenever the process answers at all; it checks nothing else (a process that answers this but not /health/ready is alive and waiting for what it needs).
         */
        get: operations["getLiveness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the server can take requests
         * @description 200 when every readiness check passes: `database` (it answers a query), `migrations` (it has applied every migration this server knows) and those of the services the server uses (e.g. `storage`); each check has 2 seconds. Otherwise 503 with one `errors` item per failed check, its `property` the check's name. From the moment the server begins to shut down (SIGTERM) it answers this and every other call 503 at once (with `Connection: close`), while it finishes the requests in flight, so a load balancer stops sending it new ones.
         */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description The body of every 4xx/5xx answer. */
        Error: {
            /** @description `validation_failed` for 422; otherwise a message in the request's language. */
            message: string;
            errors?: components["schemas"]["ErrorItem"][];
            /** @description On a checkout refused for stock (409 of createOrder), each product the cart asks more of than is left. */
            shortages?: components["schemas"]["StockShortage"][];
        };
        HealthStatus: {
            /** @enum {string} */
            status: "ok";
        };
        StockShortage: {
            productId: number;
            /** @description The product's title in the request's language. */
            title: string;
            /** @description How many are left (0 when sold out). */
            available: number;
        };
        ErrorItem: {
            /** @description The rejected field, dotted for nested fields (`items.0.quantity`). */
            property: string;
            /** @description Why, in the request's language. */
            message: string;
        };
        /**
         * @description property: the property search; roommate: the flatmate search.
         * @enum {string}
         */
        SavedSearchKind: "property" | "roommate";
        /**
         * @description instant: an e-mail within a minute of a match; daily: one digest a day of every new match of all daily searches.
         * @enum {string}
         */
        SavedSearchFrequency: "instant" | "daily";
        /** @description The filters kept, as the search's own query names them (every one optional; left out is "any"). */
        SavedSearchCriteria: {
            cityId?: number;
            districtId?: number;
            universityId?: number;
            type?: components["schemas"]["PropertyType"];
            /** @description Lowest monthly rent, euro cents (inclusive). */
            priceFrom?: number;
            /** @description Highest monthly rent, euro cents (inclusive). */
            priceTo?: number;
            bedrooms?: number;
            furniture?: components["schemas"]["FurnitureType"];
            /**
             * @description 1 = only pet-friendly homes (the search's "pets allowed").
             * @enum {integer}
             */
            petFriendly?: 1;
            /** @description Smallest area, whole square metres (inclusive). */
            areaFrom?: number;
            /** @description Largest area, whole square metres (inclusive). */
            areaTo?: number;
        };
        SavedSearchInput: {
            kind: components["schemas"]["SavedSearchKind"];
            /** @description Empty or left out, a name is suggested from the filters. */
            name?: string;
            frequency: components["schemas"]["SavedSearchFrequency"];
            criteria: components["schemas"]["SavedSearchCriteria"];
        };
        SavedSearchUpdate: {
            name?: string;
            frequency?: components["schemas"]["SavedSearchFrequency"];
            paused?: boolean;
            /**
             * @description Marks the search opened now.
             * @enum {boolean}
             */
            opened?: true;
        };
        SavedSearch: {
            id: number;
            kind: components["schemas"]["SavedSearchKind"];
            name: string;
            frequency: components["schemas"]["SavedSearchFrequency"];
            paused: boolean;
            criteria: components["schemas"]["SavedSearchCriteria"];
            /** @description The city of `criteria.cityId` with its name, for the filters in words. */
            city: components["schemas"]["NamedRef"] | null;
            district: components["schemas"]["NamedRef"] | null;
            university: components["schemas"]["NamedRef"] | null;
            /** @description Listings that match it now. */
            matchCount: number;
            /** @description Listings told (or to be told) since it was last opened. */
            newCount: number;
            /** @description The ids of those listings, newest first (at most 100). */
            newListingIds: number[];
            /** Format: date-time */
            openedAt: string;
            /** Format: date-time */
            createdAt: string;
        };
        SavedSearchList: {
            items: components["schemas"]["SavedSearch"][];
        };
        Unsubscription: {
            /** @enum {string} */
            kind: "saved-search" | "newsletter";
            /** @description The saved search's name; null for the newsletter. */
            name: string | null;
            /** @description True once this answer's request unsubscribed. */
            unsubscribed: boolean;
        };
        OneClickUnsubscribe: {
            /** @enum {string} */
            "List-Unsubscribe"?: "One-Click";
        };
        /** @description A reference to another entity with its display name. */
        NamedRef: {
            id: number;
            name: string;
        };
        /**
         * @description `user` is a regular user.
         * @enum {string}
         */
        UserType: "user" | "agency" | "vendor";
        UserRef: {
            id: number;
            name: string;
            type: components["schemas"]["UserType"];
        };
        /** @description A selectable value and its label in the request's language. */
        Option: {
            value: string;
            label: string;
        };
        Image: {
            id: number;
            url: string;
            /** @description A smaller copy for lists and cards: 480 px wide, or as wide as `url` when that is narrower (the seeded demo pictures answer the same URL as `url`). */
            thumbnailUrl: string;
            /** @description Width of `url` in pixels; null or absent when not known (the seeded demo pictures). */
            width?: number | null;
            /** @description Height of `url` in pixels; null or absent when not known. */
            height?: number | null;
        };
        /** @description A new image as a `data:image/(jpeg|png|webp);base64,...` URL (at most 5 MB decoded), or the URL the server returned for an image the entity already has (kept as it is). */
        ImageInput: string;
        /** @description Loosely an e-mail address: {something}@{something}.{something}, no white space. */
        Email: string;
        /** @description A phone number; the browser asks for a Bulgarian mobile number, the server does not check the format. */
        Phone: string;
        Password: string;
        /** @enum {string} */
        Room: "hallway" | "living-room" | "kitchen" | "bedroom" | "bathroom" | "terrace" | "garden" | "gifts";
        ContactDetails: {
            name: string;
            phone: string;
            email: string;
        };
        ContactDetailsInput: {
            name: string;
            phone: components["schemas"]["Phone"];
            email: components["schemas"]["Email"];
        };
        Address: {
            city: components["schemas"]["NamedRef"];
            street: string;
        };
        AddressInput: {
            cityId: number;
            /** @description Street, number, entrance, floor, flat. */
            street: string;
        };
        /** @enum {string} */
        TranslationLocale: "bg" | "en" | "debug";
        Translations: {
            /** @description Message key → text. */
            translations: {
                [key: string]: string;
            };
        };
        /** @enum {string} */
        PropertyType: "room" | "studio" | "apartment" | "maisonette" | "house";
        /**
         * @description `epk` and `pk` are the Bulgarian reinforced-concrete building systems (ЕПК, ПК).
         * @enum {string}
         */
        ConstructionType: "brick" | "panel" | "epk" | "pk" | "other";
        /**
         * @description `district` is the city heating network (ТЕЦ).
         * @enum {string}
         */
        HeatingType: "district" | "gas" | "electric" | "air-conditioner" | "heat-pump" | "solid-fuel" | "none";
        /** @enum {string} */
        FurnitureType: "furnished" | "partly-furnished" | "unfurnished";
        /**
         * @description draft: being prepared, not public. active: published and searchable. inactive: hidden by the owner, can be published again. rented: let; hidden from search, kept for the owner. (Deletion is separate: a soft delete, see deleteProperty.)
         * @enum {string}
         */
        PropertyStatus: "draft" | "active" | "inactive" | "rented";
        /**
         * @default createdAt.DESC
         * @enum {string}
         */
        PropertyOrder: "createdAt.DESC" | "createdAt.ASC" | "price.ASC" | "price.DESC";
        GpsCoordinates: {
            lat: number;
            lng: number;
        };
        /** @description What the tenant pays for utilities on top of the rent. */
        BillsMeta: {
            /** @description Utilities are included in the rent. */
            includedInPrice: boolean;
            /** @description Estimated monthly utilities, euro cents. */
            estimatedMonthly: number | null;
            note: string | null;
        };
        Appliance: {
            id: number;
            name: string;
            /** @description Display position, ascending. */
            order: number;
        };
        /** @description A property as shown in lists (the cards show its floor, the search's map its position). */
        PropertySummary: {
            id: number;
            title: string;
            /** @description Monthly rent, euro cents. */
            price: number;
            city: components["schemas"]["NamedRef"];
            district: components["schemas"]["NamedRef"];
            type: components["schemas"]["PropertyType"];
            furniture: components["schemas"]["FurnitureType"];
            bedrooms: number;
            /** @description Square metres. */
            area: number;
            /** @description 0 is the ground floor; negative numbers are basements. */
            floor: number | null;
            totalFloors: number | null;
            gpsCoordinates: components["schemas"]["GpsCoordinates"] | null;
            petFriendly: boolean;
            /** @description Promoted with credits and its days not over; premium properties come first in the search. */
            premium: boolean;
            /**
             * Format: date-time
             * @description When its premium ends while it is premium, else null.
             */
            premiumUntil: string | null;
            status: components["schemas"]["PropertyStatus"];
            image: components["schemas"]["Image"] | null;
            /** Format: date-time */
            deletedAt: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        Property: {
            id: number;
            title: string;
            description: string;
            /** @description The AI-drafted description the owner kept, if any. */
            descriptionAi: string | null;
            /** @description Notes on taxes and fees of the rental. */
            taxDescription: string | null;
            /** @description Monthly rent, euro cents. */
            price: number;
            /** @description Deposit, euro cents. */
            deposit: number | null;
            city: components["schemas"]["NamedRef"];
            district: components["schemas"]["NamedRef"];
            type: components["schemas"]["PropertyType"];
            construction: components["schemas"]["ConstructionType"] | null;
            heating: components["schemas"]["HeatingType"] | null;
            furniture: components["schemas"]["FurnitureType"];
            /** @description 0 is the ground floor; negative numbers are basements. */
            floor: number | null;
            totalFloors: number | null;
            bedrooms: number;
            bathrooms: number;
            /** @description Square metres. */
            area: number;
            billsMeta: components["schemas"]["BillsMeta"] | null;
            locationAdvantages: string[];
            propertyAdvantages: string[];
            buildingYear: number | null;
            gpsCoordinates: components["schemas"]["GpsCoordinates"] | null;
            /** @description In display order; the first is the cover. */
            images: components["schemas"]["Image"][];
            status: components["schemas"]["PropertyStatus"];
            premium: boolean;
            petFriendly: boolean;
            appliances: components["schemas"]["Appliance"][];
            /** @description URL of the floor-plan image. */
            plan: string | null;
            owner: components["schemas"]["UserRef"];
            /** @description The agency of the owner (an owner of type agency), shown instead of the owner's name; else null. */
            agency: components["schemas"]["AgencyRef"] | null;
            /**
             * Format: date-time
             * @description Set when the owner deleted it (only the owner ever sees a deleted property).
             */
            deletedAt: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        PropertyPage: {
            items: components["schemas"]["PropertySummary"][];
            total: number;
            offset: number;
            limit: number;
        };
        /** @description One page of the search in the order asked (premium properties in their place among the others), and a band of at most 3 premium matches shown above it; each page's band shows the next premium matches. The total counts each match once. */
        PropertySearchPage: {
            items: components["schemas"]["PropertySummary"][];
            premium: components["schemas"]["PropertySummary"][];
            total: number;
            offset: number;
            limit: number;
        };
        /** @description The save payload of the property form (create and full update). */
        PropertyInput: {
            title: string;
            description: string;
            descriptionAi?: string | null;
            taxDescription?: string | null;
            /** @description Monthly rent, euro cents. */
            price: number;
            /** @description Deposit, euro cents. */
            deposit?: number | null;
            /** @description The district (which implies the city). */
            district_id: number;
            type: components["schemas"]["PropertyType"];
            construction?: components["schemas"]["ConstructionType"] | null;
            heating?: components["schemas"]["HeatingType"] | null;
            furniture: components["schemas"]["FurnitureType"];
            /** @description Ignored (stored as null) for a house, whose storeys are totalFloors. */
            floor?: number | null;
            /** @description The floors of the building; a house's own storeys. */
            totalFloors?: number | null;
            /** @description Ignored (stored as 0) for a room or a studio, which have no bedrooms to count. */
            bedrooms: number;
            bathrooms: number;
            /** @description Square metres (the form's areaSqm). */
            area: number;
            billsMeta?: components["schemas"]["BillsMeta"] | null;
            locationAdvantages?: string[];
            propertyAdvantages?: string[];
            buildingYear?: number | null;
            gpsCoordinates?: components["schemas"]["GpsCoordinates"] | null;
            /** @description In display order; the first is the cover. */
            images?: components["schemas"]["ImageInput"][];
            status: components["schemas"]["PropertyStatus"];
            /** @default false */
            petFriendly: boolean;
            /** @description Appliance ids. */
            appliances?: number[];
            plan?: components["schemas"]["ImageInput"] | null;
        };
        PropertySettings: {
            types: components["schemas"]["Option"][];
            construction: components["schemas"]["Option"][];
            heating: components["schemas"]["Option"][];
            furniture: components["schemas"]["Option"][];
            statuses: components["schemas"]["Option"][];
        };
        /** @description The property form's fields the description is written from (their meanings as in PropertyInput). */
        PropertyDescriptionInput: {
            /** @description Street or landmark to mention, as the owner wants it shown. */
            address?: string | null;
            district_id: number;
            type: components["schemas"]["PropertyType"];
            furniture: components["schemas"]["FurnitureType"];
            bedrooms: number;
            bathrooms: number;
            area: number;
            price?: number | null;
            construction?: components["schemas"]["ConstructionType"] | null;
            heating?: components["schemas"]["HeatingType"] | null;
            floor?: number | null;
            totalFloors?: number | null;
            buildingYear?: number | null;
            /** @default false */
            petFriendly: boolean;
            /** @description Appliance ids. */
            appliances?: number[];
            locationAdvantages?: string[];
            propertyAdvantages?: string[];
        };
        PropertyDescription: {
            description: string;
        };
        District: {
            id: number;
            name: string;
        };
        City: {
            id: number;
            name: string;
            districts: components["schemas"]["District"][];
        };
        ContactInput: {
            name: string;
            email: components["schemas"]["Email"];
            phone?: components["schemas"]["Phone"];
            message: string;
            /** @description The captcha's answer (ALTCHA's payload, or a reCAPTCHA token for the action `contact`). */
            code: string;
        };
        ViewingRequestInput: {
            propertyId: number;
            contactName: string;
            contactPhone: components["schemas"]["Phone"];
            contactEmail: components["schemas"]["Email"];
            /** @description Local (Europe/Sofia) date and time 'YYYY-MM-DD HH:mm' (seconds tolerated and dropped); a real date, not in the past and at most a year ahead. */
            dateTime: string;
            /** @description The captcha's answer (ALTCHA's payload, or a reCAPTCHA token for the action `viewing_request`). */
            code: string;
        };
        ViewingRequest: {
            id: number;
            property: components["schemas"]["PropertySummary"];
            contactName: string;
            contactPhone: string;
            contactEmail: string;
            /** @description Local (Europe/Sofia) 'YYYY-MM-DD HH:mm': the time asked for, or the one agreed once accepted. */
            dateTime: string;
            status: components["schemas"]["ConversationViewingStatus"];
            /** @description The conversation the request opened (null for a request made before conversations). */
            conversationId: number | null;
            /** Format: date-time */
            createdAt: string;
        };
        ViewingRequestPage: {
            items: components["schemas"]["ViewingRequest"][];
            total: number;
            offset: number;
            limit: number;
        };
        Agency: {
            id: number;
            name: string;
            description: string | null;
            /** @description Logo URL. */
            logo: string | null;
            phone: string | null;
            email: string | null;
            /** @description The city of its office, if known. */
            city: components["schemas"]["NamedRef"] | null;
            /** @description Number of the agency's published properties. */
            propertiesCount: number;
        };
        AgencyRef: {
            id: number;
            name: string;
            /** @description Logo URL. */
            logo: string | null;
        };
        AgencyPage: {
            items: components["schemas"]["Agency"][];
            total: number;
            offset: number;
            limit: number;
        };
        /** @description The agency's public profile (full update; optional fields left out are cleared). */
        AgencyInput: {
            name: string;
            description?: string | null;
            logo?: components["schemas"]["ImageInput"] | null;
            /** @description An unknown city is a validation failure of `cityId`. */
            cityId?: number | null;
            phone?: components["schemas"]["Phone"] | null;
            email?: components["schemas"]["Email"] | null;
        };
        Vendor: {
            id: number;
            name: string;
            description: string | null;
            /** @description Logo URL. */
            logo: string | null;
            /** @description Delivery fee per order group, euro cents; null means free delivery. */
            deliveryPrice: number | null;
            city: components["schemas"]["NamedRef"] | null;
            /** @description The shop's contact phone. */
            phone: string | null;
            /** @description The shop's contact e-mail; order notices go there (to the owner's address when null). */
            email: string | null;
        };
        /** @description The vendor profile (full update; optional fields left out are cleared). */
        VendorInput: {
            name: string;
            description?: string | null;
            logo?: components["schemas"]["ImageInput"] | null;
            /** @description Delivery fee per order group, euro cents; null means free delivery. */
            deliveryPrice?: number | null;
            /** @description An unknown city is a validation failure of `cityId`. */
            cityId?: number | null;
            phone?: components["schemas"]["Phone"] | null;
            email?: components["schemas"]["Email"] | null;
        };
        ProductVendor: {
            id: number;
            name: string;
            /** @description Euro cents; null means free delivery. */
            deliveryPrice: number | null;
        };
        Product: {
            id: number;
            title: string;
            description: string;
            /** @description Euro cents, excluding VAT. */
            price: number;
            /** @description Promotional price, euro cents excluding VAT; when present it is the price charged. */
            promoPrice: number | null;
            /** @description URL of the main image (the first of `images`). */
            image: string | null;
            images: components["schemas"]["Image"][];
            vendor: components["schemas"]["ProductVendor"];
            categories: components["schemas"]["NamedRef"][];
            stock: number;
            /** @description Filter key (see CategoryFilter.key) → this product's value. */
            attributes: {
                [key: string]: string;
            };
            /** @description The vendor's own product code (unique among its live products); imports match products by it. */
            sku: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        ProductPage: {
            items: components["schemas"]["Product"][];
            total: number;
            offset: number;
            limit: number;
        };
        SiteSearchHit: {
            id: number;
            /** @description In the request's language. */
            title: string;
            /** @description The first picture's URL, or null without one. */
            image: string | null;
        };
        /** @description Words to find (the site search's and each search page's `q`): matched as in `searchSite`. */
        SearchWords: string;
        SiteSearchGroup: {
            /** @description How many hits of this kind there are in all. */
            total: number;
            /** @description The first few hits, best first. */
            items: components["schemas"]["SiteSearchHit"][];
        };
        SiteSearchResults: {
            products: components["schemas"]["SiteSearchGroup"];
            properties: components["schemas"]["SiteSearchGroup"];
            roommates: components["schemas"]["SiteSearchGroup"];
            posts: components["schemas"]["SiteSearchGroup"];
        };
        /** @description One page of a product search. `facets` and `priceRange` describe the whole result, not only the page. */
        ProductSearchPage: {
            items: components["schemas"]["Product"][];
            total: number;
            offset: number;
            limit: number;
            /** @description For each filter of the searched category (none without a categoryId), how many products would match each of its values: every other criterion of the search applies, and the filter's own selected values do not (so "Oak (12)" stays visible beside a selected "Pine"). Values with no product are listed with count 0. */
            facets: components["schemas"]["ProductFacet"][];
            /** @description Lowest and highest price charged in the result without its price bounds; null when empty. */
            priceRange: components["schemas"]["PriceRange"] | null;
        };
        ProductFacet: {
            /** @description The filter's key (CategoryFilter.key). */
            key: string;
            counts: components["schemas"]["FacetCount"][];
        };
        FacetCount: {
            value: string;
            count: number;
        };
        PriceRange: {
            min: number;
            max: number;
        };
        /** @description A product (create and full update; optional fields left out are cleared). */
        ProductInput: {
            title: string;
            description: string;
            /** @description Euro cents, excluding VAT. */
            price: number;
            /** @description Euro cents, excluding VAT; must be below price. */
            promoPrice?: number | null;
            categoryIds: number[];
            stock: number;
            /** @description Filter key → value, for the filters of the product's categories. */
            attributes?: {
                [key: string]: string;
            };
            /** @description In display order; the first is the main image. */
            images?: components["schemas"]["ImageInput"][];
            sku?: components["schemas"]["Sku"];
        };
        /** @description A product code (SKU) of the vendor's choice; letters, digits and . _ / - (no spaces). */
        Sku: string;
        /**
         * @description Price orderings use the price charged (promoPrice when present).
         * @default price.ASC
         * @enum {string}
         */
        ProductOrder: "price.ASC" | "price.DESC" | "createdAt.DESC" | "title.ASC";
        /** @description Every criterion is optional; `{}` finds every product. */
        ProductSearchInput: {
            categoryId?: number;
            vendorId?: number;
            room?: components["schemas"]["Room"];
            /** @description true = only products with a promoPrice. */
            promo?: boolean;
            /** @description true = only products with at least one picture (the home page's promotions, which show each product's picture). */
            pictured?: boolean;
            /** @description Words to find in title and description. */
            query?: string;
            /** @description Lowest price charged (promoPrice when present), euro cents excluding VAT. */
            priceFrom?: number;
            /** @description Highest price charged, euro cents excluding VAT. */
            priceTo?: number;
            /** @description Filter key → accepted values (a product matches one of the values of every key). */
            filters?: {
                [key: string]: string[];
            };
        };
        ProductCategory: {
            id: number;
            /** @description The category's stable code (e.g. `sofas`), used by product import files. */
            key: string;
            name: string;
            room: components["schemas"]["Room"] | null;
            /** @description Image URL. */
            image: string | null;
            /** @description The category has products on promotion. */
            promo: boolean;
            productCount: number;
        };
        CategoryFilter: {
            /** @description The key used in ProductSearchInput.filters and Product.attributes. */
            key: string;
            name: string;
            values: components["schemas"]["Option"][];
        };
        /**
         * @description parsing: the file was received; a background job reads and checks its rows (progress in `processedRows` and `progress`). parsed: every row was read; the row report is ready for the vendor's review and nothing is in the catalogue yet. publishing: the vendor approved; the valid rows are being written into the catalogue (`publishedRows`). completed: done (`createdProducts` new, `updatedProducts` matched by SKU). failed: the file could not be read, and nothing reached the catalogue; or, rarely, publishing stopped on a server error after `publishedRows` rows (see `failure`). cancelled: the vendor abandoned it while parsing or after review; nothing reached the catalogue.
         * @enum {string}
         */
        ProductImportStatus: "parsing" | "parsed" | "publishing" | "completed" | "failed" | "cancelled";
        ProductImportStatusInput: {
            /**
             * @description publishing (approve: only from `parsed`, with at least one valid row) or cancelled (only from `parsing` or `parsed`).
             * @enum {string}
             */
            status: "publishing" | "cancelled";
        };
        /** @enum {string} */
        ProductImportFormat: "csv" | "xlsx";
        ProductImportError: {
            /** @description Line of the file (1 is the header row, the first product is row 2). */
            row: number;
            /** @description The column's header as in the file; null for a problem of the whole row. */
            column: string | null;
            /** @description What is wrong, in the request's language. */
            message: string;
        };
        ProductImport: {
            id: number;
            /** @description The uploaded file's name (as the browser gave it). */
            fileName: string;
            format: components["schemas"]["ProductImportFormat"];
            status: components["schemas"]["ProductImportStatus"];
            /** @description Percent done of the current step: while parsing, of the file read; while publishing, of the valid rows written; 100 once the import waits for review or has ended. */
            progress: number;
            /** @description Product rows read and checked so far. */
            processedRows: number;
            /** @description Product rows of the file (the header not counted); null until parsed. */
            totalRows: number | null;
            /** @description Rows without problems so far (what approving publishes). */
            validRows: number;
            /** @description Rows with at least one problem so far (skipped). */
            errorRows: number;
            /** @description Problems found (a row may have several; the header row's count too). The row report keeps the first 10,000 of them. */
            errorCount: number;
            /** @description Valid rows written into the catalogue so far. */
            publishedRows: number;
            createdProducts: number;
            /** @description Products of the vendor matched by SKU and updated. */
            updatedProducts: number;
            /** @description Why the import failed (status failed), in the request's language; else null. */
            failure: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        ProductImportPage: {
            items: components["schemas"]["ProductImport"][];
            total: number;
            offset: number;
            limit: number;
        };
        ProductImportErrorPage: {
            items: components["schemas"]["ProductImportError"][];
            total: number;
            offset: number;
            limit: number;
        };
        ProductImportReport: {
            import: components["schemas"]["ProductImport"];
            errors: components["schemas"]["ProductImportErrorPage"];
        };
        ProductImportUpload: {
            /**
             * Format: binary
             * @description CSV (UTF-8) or XLSX, at most 10 MB (10,485,760 bytes); columns in docs/product-import.md.
             */
            file: string;
        };
        /**
         * @description Status of a vendor group and, derived, of the order. new: placed, not yet seen. confirmed: the vendor accepted it. shipped: handed to delivery. delivered: received. cancelled: will not be fulfilled. The order's status is `cancelled` when every group is cancelled, otherwise the least advanced status among its groups that are not cancelled.
         * @enum {string}
         */
        OrderStatus: "new" | "confirmed" | "shipped" | "delivered" | "cancelled";
        /**
         * @default createdAt.DESC
         * @enum {string}
         */
        OrderOrder: "createdAt.DESC" | "createdAt.ASC";
        OrderItem: {
            productId: number;
            /** @description The product's title when ordered. */
            title: string;
            /** @description Price charged per unit when ordered, euro cents excluding VAT. */
            unitPrice: number;
            quantity: number;
            vendorId: number;
        };
        OrderGroup: {
            vendor: components["schemas"]["NamedRef"];
            status: components["schemas"]["OrderStatus"];
            /** @description Σ unitPrice × quantity of the vendor's items, euro cents. */
            totalAmount: number;
            /** @description VAT 20 % of totalAmount, rounded half up, euro cents. */
            totalTaxes: number;
            /** @description The vendor's delivery fee, euro cents (0 when free). */
            delivery: number;
            /** @description How the vendor sent its part, once marked shipped; else null. */
            shipment: components["schemas"]["Shipment"] | null;
            /** @description The day and slot the buyer's move-in plan asked this vendor to deliver in (decision 0031); null for an order from the cart. */
            deliveryWindow: components["schemas"]["MoveWhen"] | null;
        };
        /**
         * @description A known carrier, or `other` with the carrier's name.
         * @enum {string}
         */
        ShippingCarrier: "speedy" | "econt" | "boxnow" | "other";
        Shipment: {
            carrier: components["schemas"]["ShippingCarrier"];
            /** @description The carrier's name for `other`; null for a known carrier. */
            carrierName: string | null;
            trackingNumber: string;
            /** @description The known carrier's page of the parcel; null for `other`. */
            trackingUrl: string | null;
        };
        ShipmentInput: {
            carrier: components["schemas"]["ShippingCarrier"];
            /** @description Required with `other` (a validation failure of `shipment.carrierName` without it), ignored with a known carrier. */
            carrierName?: string;
            /** @description Letters, digits and inner hyphens. */
            trackingNumber: string;
        };
        OrderAccessInput: {
            /** @description The private token of an order e-mail's link; without it, the caller's own order. */
            token?: string;
        };
        /** @description A checkout. The buyer sees every vendor group; a vendor sees only its own group and items, and the totals then cover that group only. */
        Order: {
            id: number;
            status: components["schemas"]["OrderStatus"];
            items: components["schemas"]["OrderItem"][];
            groups: components["schemas"]["OrderGroup"][];
            /** @description Σ over groups of totalAmount + totalTaxes + delivery, euro cents. */
            totalOrderAmount: number;
            /** @description Σ of deliveries, euro cents. */
            totalDeliveryAmount: number;
            /** @description Σ of quantities. */
            totalProductCount: number;
            contact: components["schemas"]["ContactDetails"];
            address: components["schemas"]["Address"];
            note: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        OrderPage: {
            items: components["schemas"]["Order"][];
            total: number;
            offset: number;
            limit: number;
        };
        /** @description A line of the cart. `vendorId`, when sent, must be the product's vendor (else a validation failure of `items.N.vendorId`). `price` and `promoPrice` may come along with the cart's line; they are ignored: the server charges its own prices. */
        OrderItemInput: {
            productId: number;
            quantity: number;
            vendorId?: number;
            /** @description Ignored. */
            price?: number;
            /** @description Ignored. */
            promoPrice?: number | null;
        };
        /** @description The cart: its lines, the contact and the delivery address. Prices and totals the cart carries are ignored; the server prices every line itself. A product appears at most once (a repeat is a validation failure of its `items.N.productId`). */
        OrderInput: {
            items: components["schemas"]["OrderItemInput"][];
            contact: components["schemas"]["ContactDetailsInput"];
            address: components["schemas"]["AddressInput"];
            note?: string;
            /** @description Ignored (the cart's own total); the order carries the server's. */
            totalOrderAmount?: number;
            /** @description Ignored. */
            totalDeliveryAmount?: number;
            /** @description Ignored. */
            totalProductCount?: number;
        };
        OrderStatusInput: {
            /**
             * @description The statuses a vendor may post; from its group's status only new → confirmed | cancelled, confirmed → shipped | cancelled, shipped → delivered (else a validation failure of `status`).
             * @enum {string}
             */
            status: "confirmed" | "shipped" | "delivered" | "cancelled";
            /** @description Required with `shipped` (the carrier and the tracking number the buyer is shown), refused with any other status (validation failures of `shipment`). */
            shipment?: components["schemas"]["ShipmentInput"];
        };
        CurrentUser: {
            id: number;
            type: components["schemas"]["UserType"];
            name: string;
            email: string;
            phone: string | null;
            /** @description Credit balance of the wallet. */
            credits: number;
            emailConfirmed: boolean;
            /** @description A new address asked for in the settings, until its confirmation link is opened (always answered). */
            pendingEmail?: string | null;
            /** @description The vendor this user manages (type vendor), else null. */
            vendor: components["schemas"]["NamedRef"] | null;
            /** @description The agency this user manages (type agency), else null. */
            agency: components["schemas"]["NamedRef"] | null;
            /** @description The user's current move-in plan (the header links to it), else null (decision 0031). */
            currentMovePlanId: number | null;
        };
        /** @description What anyone may see of a user (never the e-mail or phone). Their properties are listed by listProperties with `ownerId`. */
        PublicUser: {
            id: number;
            name: string;
            type: components["schemas"]["UserType"];
            /** Format: date-time */
            createdAt: string;
        };
        /** @description Dashboard counts; a count that does not apply to the user's type is null. */
        UserStats: {
            /** @description Not deleted properties (user, agency). */
            properties: number | null;
            /** @description Properties with status active (user, agency). */
            activeProperties: number | null;
            /** @description Viewing requests for my properties (user, agency). */
            viewingRequests: number | null;
            /** @description My products (vendor). */
            products: number | null;
            /** @description Orders placed (user) or received (vendor). */
            orders: number | null;
            /** @description My flatmate offers (user). */
            tenantOffers: number | null;
            /** @description Credit balance. */
            credits: number;
            /** @description The vendor dashboard's figures (vendor); null for other types. */
            vendor: components["schemas"]["VendorStats"] | null;
        };
        /** @description Figures of the vendor's part of its orders (its groups). Revenue is the products' total excluding VAT and delivery (the groups' `totalAmount`) of the groups not cancelled, by the month the order was placed (Europe/Sofia time). */
        VendorStats: {
            /** @description Every OrderStatus once, in the enum's order, with how many of the vendor's groups have it. */
            ordersByStatus: components["schemas"]["OrderStatusCount"][];
            /** @description The last 12 months, oldest first, the current month last (0 for a month without sales). */
            revenueByMonth: components["schemas"]["MonthRevenue"][];
            /** @description The vendor's best sellers by quantity in groups not cancelled (ties by revenue), at most 5. */
            topProducts: components["schemas"]["TopProduct"][];
        };
        OrderStatusCount: {
            status: components["schemas"]["OrderStatus"];
            count: number;
        };
        MonthRevenue: {
            /** @description Year and month, `YYYY-MM`. */
            month: string;
            /** @description Euro cents excluding VAT and delivery. */
            amount: number;
            /** @description Orders (the vendor's groups not cancelled) placed in the month. */
            orders: number;
        };
        TopProduct: {
            product: components["schemas"]["NamedRef"];
            /** @description Units sold. */
            quantity: number;
            /** @description Euro cents excluding VAT. */
            amount: number;
        };
        AuthResponse: {
            /** @description The opaque token, valid 1 hour (also set as the `token` cookie). */
            authToken: string;
        };
        LoginInput: {
            email: components["schemas"]["Email"];
            password: components["schemas"]["Password"];
        };
        GoogleLoginInput: {
            /** @description The ID token from Google Identity Services. */
            credential: string;
        };
        /** @description The sign-up payload (the marketing opt-in and the password confirmation stay in the form). */
        RegisterInput: {
            name: string;
            phone: components["schemas"]["Phone"];
            email: components["schemas"]["Email"];
            password: components["schemas"]["Password"];
            /** @description The captcha's answer (ALTCHA's payload, or a reCAPTCHA token for the action `signup`). */
            code: string;
        };
        ConfirmEmailInput: {
            token: string;
        };
        PasswordResetRequestInput: {
            email: string;
        };
        PasswordResetConfirmInput: {
            token: string;
            password: components["schemas"]["Password"];
        };
        /** @description Only the fields sent change; at least one. */
        UserUpdateInput: {
            name?: string;
            phone?: components["schemas"]["Phone"];
            email?: components["schemas"]["Email"];
            /** @description Required with a new `email`. */
            currentPassword?: string;
        };
        PasswordChangeInput: {
            currentPassword: string;
            password: components["schemas"]["Password"];
        };
        /**
         * @default publishedAt.DESC
         * @enum {string}
         */
        NewsOrder: "publishedAt.DESC" | "publishedAt.ASC";
        NewsCategory: {
            id: number;
            name: string;
        };
        NewsComment: {
            id: number;
            /** @description The commenter's name. */
            author: string;
            /** @description Plain text. */
            body: string;
            /** Format: date-time */
            createdAt: string;
        };
        NewsCommentInput: {
            /** @description Plain text. */
            body: string;
        };
        NewsPostSummary: {
            id: number;
            title: string;
            excerpt: string;
            /** @description Cover image URL. */
            image: string | null;
            categories: components["schemas"]["NamedRef"][];
            highlighted: boolean;
            author: string;
            /** Format: date-time */
            publishedAt: string;
        };
        NewsPost: {
            id: number;
            title: string;
            excerpt: string;
            /** @description HTML, sanitized by the server (safe to render). */
            body: string;
            /** @description Cover image URL. */
            image: string | null;
            categories: components["schemas"]["NamedRef"][];
            highlighted: boolean;
            author: string;
            /** Format: date-time */
            publishedAt: string;
            /** @description Oldest first. */
            comments: components["schemas"]["NewsComment"][];
        };
        NewsPostPage: {
            items: components["schemas"]["NewsPostSummary"][];
            total: number;
            offset: number;
            limit: number;
        };
        University: {
            id: number;
            name: string;
            cityId: number;
        };
        /**
         * @description Who the poster would like to live with.
         * @enum {string}
         */
        GenderPreference: "any" | "female" | "male";
        TenantOffer: {
            id: number;
            title: string;
            description: string;
            city: components["schemas"]["NamedRef"];
            university: components["schemas"]["NamedRef"] | null;
            /** @description Monthly price per flatmate, euro cents. */
            price: number;
            /** Format: date */
            availableFrom: string;
            roommatesWanted: number;
            genderPreference: components["schemas"]["GenderPreference"];
            images: components["schemas"]["Image"][];
            owner: components["schemas"]["NamedRef"];
            /** @description Promoted with credits and its days not over; premium offers come first in the search. */
            premium: boolean;
            /**
             * Format: date-time
             * @description When its premium ends while it is premium, else null.
             */
            premiumUntil: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        TenantOfferPage: {
            items: components["schemas"]["TenantOffer"][];
            total: number;
            offset: number;
            limit: number;
        };
        /** @description A flatmate offer (create and full update; optional fields left out are cleared). */
        TenantOfferInput: {
            title: string;
            description: string;
            cityId: number;
            universityId?: number | null;
            /** @description Monthly price per flatmate, euro cents. */
            price: number;
            /** Format: date */
            availableFrom: string;
            roommatesWanted: number;
            genderPreference: components["schemas"]["GenderPreference"];
            images?: components["schemas"]["ImageInput"][];
        };
        TenantOfferInquiry: {
            name: string;
            email?: components["schemas"]["Email"];
            phone: components["schemas"]["Phone"];
            /** @description Longer than a one-line text (domain ROOMMATE_MESSAGE_MAX_LENGTH). */
            message: string;
            /** @description The captcha's answer (ALTCHA's payload, or a reCAPTCHA token for the action `flatmate_message`). */
            code: string;
        };
        /**
         * @default one-time
         * @enum {string}
         */
        CleaningType: "one-time" | "deep" | "moving";
        /** @enum {string} */
        CleaningServiceType: "regular" | "subscription" | "moving" | "moving-transport";
        /**
         * @description What a line's amount counts.
         * @enum {string}
         */
        CleaningUnit: "quantity" | "hours" | "sqm";
        CleaningService: {
            serviceKey: string;
            name: string;
            /** @description Euro cents per unit (per month too when months apply). */
            price: number;
            type: components["schemas"]["CleaningServiceType"];
            unit: components["schemas"]["CleaningUnit"];
            /** @description The smallest amount an order line may hold (e.g. two hours of movers). */
            minAmount: number;
            /** @description The largest amount an order line may hold. */
            maxAmount: number;
            /** @description The default severity level when the customer chooses how dirty it is (levels 1, 2, 3: x1, x1.3, x1.5); null when the service has no severity. */
            severity: number | null;
            /** @description Default number of months when the service is charged per month (subscriptions), else null. */
            months: number | null;
        };
        CleaningServiceGroup: {
            name: string;
            /** @description What the group's services include. */
            description: string | null;
            items: components["schemas"]["CleaningService"][];
        };
        /**
         * @description When the crew arrives, Europe/Sofia time (`08-11`: between 08:00 and 11:00). A slot can be booked when it starts at least 24 hours after the order.
         * @enum {string}
         */
        CleaningTimeSlot: "08-11" | "11-14" | "14-17" | "17-20";
        /** @description A line of the cleaning cart. `price` and `lineTotal` may come along; they are ignored. */
        CleaningOrderLineInput: {
            serviceKey: string;
            /** @description Quantity, hours or square metres (the service's unit), within its minAmount..maxAmount. */
            amount: number;
            /** @description Only for a service charged per month; absent means its default. */
            months?: number;
            /** @description Only for a service with a severity; absent means its default. */
            severity?: number;
            /** @description Ignored. */
            price?: number;
            /** @description Ignored. */
            lineTotal?: number;
        };
        /** @description The cleaning cart's lines, the contact, the address (and the destination of a move), the day and the time slot. Prices and totals the cart carries are ignored; the server prices every line itself. */
        CleaningOrderInput: {
            services: components["schemas"]["CleaningOrderLineInput"][];
            contact: components["schemas"]["ContactDetailsInput"];
            address: components["schemas"]["AddressInput"];
            destinationAddress?: components["schemas"]["AddressInput"];
            /**
             * Format: date
             * @description Day of the service (YYYY-MM-DD, Europe/Sofia), from today to 90 days ahead.
             */
            date: string;
            timeSlot: components["schemas"]["CleaningTimeSlot"];
            note?: string;
            /** @description Ignored (the cart's own total); the order carries the server's. */
            totalPrice?: number;
        };
        /**
         * @description new when ordered; set later by the operator (no API changes it).
         * @enum {string}
         */
        CleaningOrderStatus: "new" | "confirmed" | "completed" | "cancelled";
        CleaningOrderLine: {
            serviceKey: string;
            name: string;
            unit: components["schemas"]["CleaningUnit"];
            amount: number;
            months: number | null;
            severity: number | null;
            /** @description Euro cents per unit (and per month when months apply), from the catalogue when ordered. */
            unitPrice: number;
            /** @description Euro cents, rounded half up. */
            lineTotal: number;
        };
        CleaningOrder: {
            id: number;
            cleaningType: components["schemas"]["CleaningType"];
            services: components["schemas"]["CleaningOrderLine"][];
            /** @description Σ of the server-priced lines, euro cents. */
            totalPrice: number;
            /** Format: date */
            date: string;
            timeSlot: components["schemas"]["CleaningTimeSlot"];
            status: components["schemas"]["CleaningOrderStatus"];
            /** Format: date-time */
            createdAt: string;
        };
        NewsletterInput: {
            email: components["schemas"]["Email"];
            /** @description The captcha's answer (ALTCHA's payload, or a reCAPTCHA token for the action `login`). */
            code: string;
        };
        DeleteAccountInput: {
            password?: string;
            confirmation?: string;
        };
        NewsletterSubscription: {
            subscribed: boolean;
        };
        CaptchaChallenge: {
            parameters: {
                /** @enum {string} */
                algorithm: "PBKDF2/SHA-256";
                nonce: string;
                salt: string;
                cost: number;
                keyLength: number;
                /** @description Hex; the derived key of the right counter starts with it. */
                keyPrefix: string;
                keySignature?: string;
                /** @description Unix time, seconds. */
                expiresAt: number;
            };
            signature: string;
        };
        CreditBuyInput: {
            /**
             * @description The package, named by its credits (prices are the server's).
             * @enum {integer}
             */
            credits: 4 | 9 | 39 | 58 | 86 | 132;
        };
        PaymentInitiation: {
            /** @description The payment's reference, also in the return URL. */
            paymentId: string;
            /** @description Where to send the browser (absolute, or root-relative for the local sandbox checkout). */
            paymentUrl: string;
        };
        PaymentStatusInput: {
            paymentId: string;
            /** @description The buyer came back from the checkout without paying (its cancel address). */
            cancel?: boolean;
        };
        /**
         * @description pending: created, not paid yet (or the provider has not answered). succeeded: paid, the credits were added. declined: the provider refused the card. cancelled: the buyer left the checkout. Only pending changes.
         * @enum {string}
         */
        PaymentState: "pending" | "succeeded" | "declined" | "cancelled";
        PaymentStatus: {
            paymentId: string;
            status: components["schemas"]["PaymentState"];
            /** @description Credits of the package bought. */
            credits: number;
            /** @description The user's credit balance now. */
            balance: number;
        };
        /** @description A card provider's event (Stripe's Event object); only the fields read are described. */
        PaymentWebhookEvent: {
            id: string;
            type: string;
            data: {
                object: Record<string, never>;
            };
        };
        /** @enum {string} */
        SandboxCheckoutState: "open" | "paid" | "declined" | "cancelled";
        SandboxCheckout: {
            reference: string;
            /** @description Euro cents to pay, VAT included. */
            amount: number;
            /** @enum {string} */
            currency: "EUR";
            /** @description What is paid for, in the buyer's language. */
            description: string;
            status: components["schemas"]["SandboxCheckoutState"];
            /** @description Where the buyer goes back to (root-relative). */
            returnUrl: string;
        };
        SandboxCardInput: {
            /** @description Digits only. */
            cardNumber: string;
            /** @description MM/YY; a month that has ended is a validation failure. */
            expiry: string;
            cvc: string;
        };
        SandboxCheckoutResult: {
            status: components["schemas"]["SandboxCheckoutState"];
            /** @description Where to send the buyer now (root-relative). */
            returnUrl: string;
        };
        /**
         * @description What can be promoted, a property or a flatmate offer.
         * @enum {string}
         */
        PromotionKind: "property" | "tenantOffer";
        PromotionInput: {
            kind: components["schemas"]["PromotionKind"];
            /** @description The listing's id. */
            id: number;
            /**
             * @description The plan, named by its days. Credits: 7 days 5, 14 days 9, 30 days 16.
             * @enum {integer}
             */
            days: 7 | 14 | 30;
        };
        Promotion: {
            kind: components["schemas"]["PromotionKind"];
            id: number;
            days: number;
            /** @description Credits spent. */
            credits: number;
            /**
             * Format: date-time
             * @description When the listing's premium ends now.
             */
            premiumUntil: string;
            /** @description My credit balance after the spending. */
            balance: number;
        };
        /** @enum {string} */
        CreditLedgerEntryKind: "purchase" | "promotion";
        CreditLedgerEntry: {
            id: number;
            kind: components["schemas"]["CreditLedgerEntryKind"];
            /** @description Added (positive) or spent (negative). */
            credits: number;
            /** @description The balance after this entry. */
            balance: number;
            /** Format: date-time */
            createdAt: string;
            /** @description A purchase's payment (its reference and the euro cents paid), else null. */
            payment: {
                paymentId: string;
                amount: number;
            } | null;
            /** @description What a spending promoted, else null. `title` is null when the listing no longer exists. */
            promotion: {
                kind: components["schemas"]["PromotionKind"];
                id: number | null;
                title: string | null;
                days: number;
                /** Format: date-time */
                premiumUntil: string;
            } | null;
        };
        CreditLedgerPage: {
            items: components["schemas"]["CreditLedgerEntry"][];
            total: number;
            offset: number;
            limit: number;
            /** @description My credit balance now. */
            balance: number;
        };
        MoveWhen: {
            /**
             * Format: date
             * @description Europe/Sofia (YYYY-MM-DD).
             */
            day: string;
            slot: components["schemas"]["CleaningTimeSlot"];
        };
        /** @description The home moved into, as the plan keeps it (taken from the listing while it is published). */
        MoveHome: {
            kind: components["schemas"]["MoveHomeKind"];
            id: number;
            cityId: number;
            type: components["schemas"]["PropertyType"];
            /** @description Square metres; null when the listing records none (a flatmate offer). */
            area: number | null;
            bedrooms: number;
            bathrooms: number;
            terrace: boolean;
            garden: boolean;
            /**
             * Format: date
             * @description The first day the home is free; null when it is free now.
             */
            availableFrom: string | null;
        };
        /** @enum {string} */
        MoveHomeKind: "property" | "flatmate";
        MoveHomeRef: {
            kind: components["schemas"]["MoveHomeKind"];
            id: number;
        };
        /** @description Where the household moves from. */
        MoveFrom: {
            cityId: number;
            street: string;
        };
        MoveHousehold: {
            people: number;
            pets: number;
        };
        /** @description A service line as the services' order takes it (priced by the server at the checkout). */
        MoveServiceLine: {
            serviceKey: string;
            amount: number;
            months?: number;
            severity?: number;
        };
        MoveMovingChoice: {
            /** @enum {string} */
            cleaningType: "moving";
            lines: components["schemas"]["MoveServiceLine"][];
            when: components["schemas"]["MoveWhen"] | null;
        };
        MoveCleaningChoice: {
            /** @enum {string} */
            cleaningType: "deep" | "one-time";
            lines: components["schemas"]["MoveServiceLine"][];
            when: components["schemas"]["MoveWhen"] | null;
        };
        /** @description Each vendor's delivery window, by vendor id. */
        MoveDeliveries: {
            [key: string]: components["schemas"]["MoveWhen"];
        };
        /** @description An order a checked-out plan made, with its status now (a shop order once per vendor). */
        MovePlanOrder: {
            /** @enum {string} */
            kind: "shop" | "moving" | "cleaning";
            id: number;
            /** @description The vendor of a shop order's group; null for a service order. */
            vendorId: number | null;
            /** @description That vendor's name in the request's language; null for a service order. */
            vendorName: string | null;
            /** @description The vendor group's status (OrderStatus) or the service order's (CleaningOrderStatus). */
            status: string;
        };
        MovePlanCheckout: {
            /** Format: date-time */
            at: string;
            shopOrderId: number | null;
            movingOrderId: number | null;
            cleaningOrderId: number | null;
        };
        MovePlan: {
            id: number;
            /** @description The plan the header shows (one per user). */
            current: boolean;
            home: components["schemas"]["MoveHome"];
            /** @description The listing's title in the request's language; null when it is gone. */
            homeTitle: string | null;
            /** Format: date */
            moveInDate: string;
            from: components["schemas"]["MoveFrom"] | null;
            household: components["schemas"]["MoveHousehold"];
            moving: components["schemas"]["MoveMovingChoice"] | null;
            cleaning: components["schemas"]["MoveCleaningChoice"] | null;
            deliveries: components["schemas"]["MoveDeliveries"];
            checkout: components["schemas"]["MovePlanCheckout"] | null;
            /** @description Empty until checked out. */
            orders: components["schemas"]["MovePlanOrder"][];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        MovePlanList: {
            items: components["schemas"]["MovePlan"][];
        };
        MovePlanInput: {
            home: components["schemas"]["MoveHomeRef"];
            /**
             * Format: date
             * @description From today to 180 days ahead (else a validation failure of `moveInDate`).
             */
            moveInDate: string;
            /** @description Null is "I'll say later". */
            from: components["schemas"]["MoveFrom"] | null;
            household: components["schemas"]["MoveHousehold"];
            moving?: components["schemas"]["MoveMovingChoice"] | null;
            cleaning?: components["schemas"]["MoveCleaningChoice"] | null;
            deliveries?: components["schemas"]["MoveDeliveries"];
        };
        MovePlanUpdate: {
            /**
             * Format: date
             * @description From today to 180 days ahead.
             */
            moveInDate?: string;
            from?: components["schemas"]["MoveFrom"] | null;
            household?: components["schemas"]["MoveHousehold"];
            moving?: components["schemas"]["MoveMovingChoice"] | null;
            cleaning?: components["schemas"]["MoveCleaningChoice"] | null;
            deliveries?: components["schemas"]["MoveDeliveries"];
            /**
             * @description Makes this the current plan.
             * @enum {boolean}
             */
            current?: true;
        };
        /** @description The contact, the new home's street (its city is the home's), a note, and the cart's lines (none when the plan orders services only). Prices the browser shows are not sent: the server prices everything. */
        MovePlanCheckoutInput: {
            contact: components["schemas"]["ContactDetailsInput"];
            /** @description Street, number, entrance, floor, flat of the new home. */
            street: string;
            note?: string;
            items: components["schemas"]["OrderItemInput"][];
        };
        /** @description The token of a conversation's private link (visitor side). */
        ConversationToken: string;
        /** @enum {string} */
        ConversationSubjectKind: "property" | "tenant-offer" | "order";
        /** @description What the conversation is about: a property (a viewing request), a flatmate offer (a message to its poster) or an order (`id` the order's, `title` names the vendor). */
        ConversationSubject: {
            kind: components["schemas"]["ConversationSubjectKind"];
            id: number;
            title: string;
            /** @description A picture's URL (the listing's first picture, or the vendor's logo). */
            picture: string | null;
        };
        /**
         * @description `owner` owns what it is about (the property, the offer, the vendor); `guest` wrote first.
         * @enum {string}
         */
        ConversationSide: "owner" | "guest";
        /**
         * @description `text` is what a side wrote; the others are the steps of a viewing request (`at` the time asked for, proposed or accepted), shown as the site words them.
         * @enum {string}
         */
        MessageKind: "text" | "viewing-requested" | "viewing-proposed" | "viewing-accepted" | "viewing-declined";
        Message: {
            id: number;
            /** @description Sent by the caller's side. */
            mine: boolean;
            kind: components["schemas"]["MessageKind"];
            /** @description Plain text as written (null for a viewing step without a note). */
            body: string | null;
            /** @description A viewing step's local (Europe/Sofia) 'YYYY-MM-DD HH:mm'. */
            at: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        /** @enum {string} */
        ConversationViewingStatus: "requested" | "proposed" | "accepted" | "declined";
        ConversationViewing: {
            /** @description The viewing request's id. */
            id: number;
            status: components["schemas"]["ConversationViewingStatus"];
            /** @description The time now on the table (asked, proposed or accepted), local 'YYYY-MM-DD HH:mm'. */
            dateTime: string;
            proposedBy: components["schemas"]["ConversationSide"];
        };
        /** @description What the other side chose to share (the form they wrote with); null where they did not. */
        SharedContact: {
            phone: string | null;
            email: string | null;
        };
        ConversationSummary: {
            id: number;
            about: components["schemas"]["ConversationSubject"];
            me: components["schemas"]["ConversationSide"];
            /** @description The other side's display name (never an e-mail address). */
            otherName: string;
            lastMessage: components["schemas"]["Message"];
            /** @description Messages of the other side after my read mark. */
            unread: number;
            blocked: boolean;
            /** Format: date-time */
            updatedAt: string;
        };
        ConversationPage: {
            items: components["schemas"]["ConversationSummary"][];
            total: number;
            offset: number;
            limit: number;
        };
        UnreadConversations: {
            count: number;
        };
        Conversation: {
            id: number;
            about: components["schemas"]["ConversationSubject"];
            me: components["schemas"]["ConversationSide"];
            otherName: string;
            sharedContact: components["schemas"]["SharedContact"];
            viewing: components["schemas"]["ConversationViewing"] | null;
            blockedByMe: boolean;
            blockedByThem: boolean;
            /** @description I reported it. */
            reported: boolean;
            /** @description Whether I get e-mails of its new messages. */
            emailNotices: boolean;
            /** @description The last message the other side has read (for "seen" marks). */
            readByThemUpTo: number | null;
            /** @description One page, oldest first. */
            messages: components["schemas"]["Message"][];
            hasOlder: boolean;
        };
        ConversationRef: {
            id: number;
        };
        ConversationAccessInput: {
            token: components["schemas"]["ConversationToken"];
            before?: number;
            /** @default 30 */
            limit: number;
        };
        MessageInput: {
            /** @description Plain text (domain MESSAGE_MAX_LENGTH, as long as a first message to a flatmate poster). */
            body: string;
            token?: components["schemas"]["ConversationToken"];
        };
        ConversationReadInput: {
            /** @description A message of this conversation (another's is a validation failure of `upTo`). */
            upTo: number;
            token?: components["schemas"]["ConversationToken"];
        };
        ConversationBlockInput: {
            blocked: boolean;
            token?: components["schemas"]["ConversationToken"];
        };
        /** @enum {string} */
        ConversationReportReason: "abuse" | "scam" | "listing-missing";
        ConversationReportInput: {
            reason: components["schemas"]["ConversationReportReason"];
            note?: string;
            token?: components["schemas"]["ConversationToken"];
        };
        /** @enum {string} */
        ViewingAnswerAction: "accept" | "propose" | "decline";
        ViewingAnswerInput: {
            action: components["schemas"]["ViewingAnswerAction"];
            /** @description For `propose` (required there, refused otherwise): local 'YYYY-MM-DD HH:mm', as ViewingRequestInput's. */
            dateTime?: string;
            /** @description An optional line sent with the answer. */
            note?: string;
            token?: components["schemas"]["ConversationToken"];
        };
        ConversationNoticesInput: {
            token: components["schemas"]["ConversationToken"];
            emailNotices: boolean;
            /** @default false */
            revokeLinks: boolean;
        };
        ConversationSettings: {
            emailNotices: boolean;
        };
        OrderQuestionInput: {
            vendorId: number;
            message: string;
            /** @description The order e-mail's token (as OrderAccessInput's), for an order placed without an account. */
            token?: string;
        };
    };
    responses: {
        /** @description The request cannot be processed (malformed JSON, bad file, rejected captcha, invalid or expired token). */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Not signed in, or the token is missing, expired or revoked (for login: wrong e-mail or password). When an invalid token cookie was sent, the answer also clears it. */
        Unauthorized: {
            headers: {
                "Set-Cookie": components["headers"]["ClearAuthCookie"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Signed in, but the user type may not call this operation (see x-roles), or the addressed resource belongs to someone else. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The resource does not exist (or is not public, for a public operation). */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The request conflicts with the current state (e.g. not enough stock). */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The body or file is larger than the server accepts. */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The input is invalid; `message` is `validation_failed` and `errors` lists each rejected property. */
        ValidationFailed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "validation_failed",
                 *       "errors": [
                 *         {
                 *           "property": "email",
                 *           "message": "Въведете валиден имейл адрес."
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The rate limit of this operation was exceeded. */
        TooManyRequests: {
            headers: {
                /** @description Seconds to wait before trying again. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description An external service the operation needs (Google, captcha, payments, text generator) is not configured or not reachable. */
        ServiceUnavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /** @description The token of an e-mail's unsubscribe link. */
        UnsubscribeToken: string;
        Id: number;
        /** @description A sandbox checkout's reference. */
        SandboxReference: string;
        /** @description Only the listings whose title or text holds these words, matched as in `searchSite`; the other filters and the order still apply. Words without a letter or digit filter nothing. */
        Words: components["schemas"]["SearchWords"];
        /** @description Number of items to skip. */
        Offset: number;
        /** @description Only messages older than this message id (the next page back). */
        MessagesBefore: number;
        MessagesLimit: number;
    };
    requestBodies: never;
    headers: {
        /** @description A strong ETag, the content hash of the answer (the same on every server of one build), with `-br` or `-gzip` for a compressed body. */
        VersionETag: string;
        /** @description `token=<authToken>; Path=/; Max-Age=3600; HttpOnly; SameSite=Lax` (plus `Secure` over HTTPS). */
        SetAuthCookie: string;
        /** @description `token=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax` (clears the cookie). */
        ClearAuthCookie: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    searchSite: {
        parameters: {
            query: {
                q: components["schemas"]["SearchWords"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The hits, grouped by kind. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteSearchResults"];
                };
            };
            422: components["responses"]["ValidationFailed"];
        };
    };
    searchProductsByWords: {
        parameters: {
            query: {
                q: components["schemas"]["SearchWords"];
                /** @description Number of items to skip. */
                offset?: components["parameters"]["Offset"];
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of products. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductPage"];
                };
            };
            422: components["responses"]["ValidationFailed"];
        };
    };
    getTranslations: {
        parameters: {
            query?: {
                /** @description The version the page names for the locale (its content hash). */
                v?: string;
            };
            header?: never;
            path: {
                locale: components["schemas"]["TranslationLocale"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The translations of the locale. */
            200: {
                headers: {
                    ETag: components["headers"]["VersionETag"];
                    /** @description `public, max-age=31536000, immutable` when `v` is the current version, else `no-cache`. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Translations"];
                };
            };
            /** @description The copy named by `If-None-Match` is current (no body). */
            304: {
                headers: {
                    ETag: components["headers"]["VersionETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listProperties: {
        parameters: {
            query?: {
                /** @description Number of items to skip. */
                offset?: components["parameters"]["Offset"];
                /** @description Only the listings whose title or text holds these words, matched as in `searchSite`; the other filters and the order still apply. Words without a letter or digit filter nothing. */
                q?: components["parameters"]["Words"];
                limit?: number;
                orderBy?: components["schemas"]["PropertyOrder"];
                cityId?: number;
                districtId?: number;
                type?: components["schemas"]["PropertyType"];
                /** @description Lowest monthly rent, euro cents (inclusive). */
                priceFrom?: number;
                /** @description Highest monthly rent, euro cents (inclusive). */
                priceTo?: number;
                /** @description Exact number of bedrooms. */
                bedrooms?: number;
                furniture?: components["schemas"]["FurnitureType"];
                /** @description 1 = only pet-friendly properties; 0 = only the others. */
                petFriendly?: 0 | 1;
                /** @description Smallest area in square metres (inclusive). */
                areaFrom?: number;
                /** @description Largest area in square metres (inclusive). */
                areaTo?: number;
                /** @description Only the properties of this agency (its owner's). */
                agencyId?: number;
                /** @description Only the properties of this user. */
                ownerId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of properties in the order asked, and the page's premium band. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PropertySearchPage"];
                };
            };
            422: components["responses"]["ValidationFailed"];
        };
    };
    createProperty: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PropertyInput"];
            };
        };
        responses: {
            /** @description The created property. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Property"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getPropertySettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The option lists. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PropertySettings"];
                };
            };
        };
    };
    listAppliances: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description All appliances. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Appliance"][];
                };
            };
        };
    };
    generatePropertyDescription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PropertyDescriptionInput"];
            };
        };
        responses: {
            /** @description The generated description. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PropertyDescription"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getProperty: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The property. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Property"];
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    deleteProperty: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listUserProperties: {
        parameters: {
            query?: {
                /** @description Number of items to skip. */
                offset?: components["parameters"]["Offset"];
                limit?: number;
                orderBy?: components["schemas"]["PropertyOrder"];
                deleted?: 0 | 1;
                premium?: 0 | 1;
                requested?: 0 | 1;
                active?: 0 | 1;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of my properties. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PropertyPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getUserProperty: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The property. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Property"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateUserProperty: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PropertyInput"];
            };
        };
        responses: {
            /** @description The updated property. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Property"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listCities: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description All cities. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["City"][];
                };
            };
        };
    };
    sendContactMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactInput"];
            };
        };
        responses: {
            /** @description Sent. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listViewingRequests: {
        parameters: {
            query?: {
                /** @description Number of items to skip. */
                offset?: components["parameters"]["Offset"];
                limit?: number;
                propertyId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of viewing requests. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ViewingRequestPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    createViewingRequest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ViewingRequestInput"];
            };
        };
        responses: {
            /** @description The created viewing request. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ViewingRequest"];
                };
            };
            400: components["responses"]["BadRequest"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listAgencies: {
        parameters: {
            query?: {
                /** @description Number of items to skip. */
                offset?: components["parameters"]["Offset"];
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of agencies. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgencyPage"];
                };
            };
            422: components["responses"]["ValidationFailed"];
        };
    };
    getAgency: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The agency. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Agency"];
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateAgency: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AgencyInput"];
            };
        };
        responses: {
            /** @description The updated agency. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Agency"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listVendorProducts: {
        parameters: {
            query?: {
                /** @description Number of items to skip. */
                offset?: components["parameters"]["Offset"];
                limit?: number;
                /** @description Words to find in the title or the SKU (letter case ignored). */
                query?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of my products. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getVendor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The vendor. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Vendor"];
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateVendor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VendorInput"];
            };
        };
        responses: {
            /** @description The updated vendor. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Vendor"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createProduct: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductInput"];
            };
        };
        responses: {
            /** @description The created product. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Product"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listProductCategories: {
        parameters: {
            query?: {
                room?: components["schemas"]["Room"];
                /** @description 1 = only categories with products on promotion. */
                promo?: 0 | 1;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching categories. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductCategory"][];
                };
            };
            422: components["responses"]["ValidationFailed"];
        };
    };
    getCategoryFilters: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The category's filters. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryFilter"][];
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    searchProducts: {
        parameters: {
            query?: {
                /** @description Number of items to skip. */
                offset?: components["parameters"]["Offset"];
                limit?: number;
                orderBy?: components["schemas"]["ProductOrder"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductSearchInput"];
            };
        };
        responses: {
            /** @description One page of products, with the facet counts of the whole result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductSearchPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listProductImports: {
        parameters: {
            query?: {
                /** @description Number of items to skip. */
                offset?: components["parameters"]["Offset"];
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of imports. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductImportPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    importProducts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["ProductImportUpload"];
            };
        };
        responses: {
            /** @description The created import (status `parsing`). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductImport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getProductImport: {
        parameters: {
            query?: {
                /** @description Number of items to skip. */
                offset?: components["parameters"]["Offset"];
                /** @description Row report items per page. */
                limit?: number;
            };
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The import and a page of its row report. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductImportReport"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateProductImportStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductImportStatusInput"];
            };
        };
        responses: {
            /** @description The import after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductImport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The product. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Product"];
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductInput"];
            };
        };
        responses: {
            /** @description The updated product. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Product"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listOrders: {
        parameters: {
            query?: {
                /** @description Number of items to skip. */
                offset?: components["parameters"]["Offset"];
                limit?: number;
                orderBy?: components["schemas"]["OrderOrder"];
                status?: components["schemas"]["OrderStatus"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of orders. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    createOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderInput"];
            };
        };
        responses: {
            /** @description The created order with the server's totals. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            400: components["responses"]["BadRequest"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    viewOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderAccessInput"];
            };
        };
        responses: {
            /** @description The order (buyer view). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    updateOrderStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderStatusInput"];
            };
        };
        responses: {
            /** @description The order after the change (vendor view). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getCurrentUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed-in user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentUser"];
                };
            };
            /** @description Nobody is signed in (a stale cookie is cleared). */
            204: {
                headers: {
                    "Set-Cookie": components["headers"]["ClearAuthCookie"];
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterInput"];
            };
        };
        responses: {
            /** @description The created user. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentUser"];
                };
            };
            400: components["responses"]["BadRequest"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginInput"];
            };
        };
        responses: {
            /** @description Signed in. */
            200: {
                headers: {
                    "Set-Cookie": components["headers"]["SetAuthCookie"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    googleLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GoogleLoginInput"];
            };
        };
        responses: {
            /** @description Signed in. */
            200: {
                headers: {
                    "Set-Cookie": components["headers"]["SetAuthCookie"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out. */
            204: {
                headers: {
                    "Set-Cookie": components["headers"]["ClearAuthCookie"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    confirmEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfirmEmailInput"];
            };
        };
        responses: {
            /** @description Confirmed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordResetRequestInput"];
            };
        };
        responses: {
            /** @description Accepted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    requestPasswordChange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sent. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordChangeInput"];
            };
        };
        responses: {
            /** @description Changed; signed in with a new session. */
            204: {
                headers: {
                    "Set-Cookie": components["headers"]["SetAuthCookie"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    confirmPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordResetConfirmInput"];
            };
        };
        responses: {
            /** @description Password changed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getUserStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The counts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserStats"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    updateCurrentUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserUpdateInput"];
            };
        };
        responses: {
            /** @description The updated user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentUser"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeleteAccountInput"];
            };
        };
        responses: {
            /** @description Deleted and signed out. */
            204: {
                headers: {
                    "Set-Cookie": components["headers"]["ClearAuthCookie"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getNewsletterSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description My subscription. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewsletterSubscription"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    setNewsletterSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewsletterSubscription"];
            };
        };
        responses: {
            /** @description My subscription now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewsletterSubscription"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getOwnVendor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description My shop. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Vendor"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getOwnAgency: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description My agency. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Agency"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getCreditLedger: {
        parameters: {
            query?: {
                /** @description Number of items to skip. */
                offset?: components["parameters"]["Offset"];
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of my ledger and my balance. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditLedgerPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicUser"];
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listNewsCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description All categories. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewsCategory"][];
                };
            };
        };
    };
    listNews: {
        parameters: {
            query?: {
                type?: "blog";
                category_id?: number;
                /** @description Number of items to skip. */
                offset?: components["parameters"]["Offset"];
                /** @description Only the listings whose title or text holds these words, matched as in `searchSite`; the other filters and the order still apply. Words without a letter or digit filter nothing. */
                q?: components["parameters"]["Words"];
                limit?: number;
                orderBy?: components["schemas"]["NewsOrder"];
                /** @description 1 = only highlighted posts; 0 = only the others. */
                highlighted?: 0 | 1;
                /** @description Id of a post to leave out. */
                exclude?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of posts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewsPostPage"];
                };
            };
            422: components["responses"]["ValidationFailed"];
        };
    };
    getNewsPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The post. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewsPost"];
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listNewsProducts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The linked products. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Product"][];
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    addNewsComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewsCommentInput"];
            };
        };
        responses: {
            /** @description The created comment. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewsComment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listTenantOffers: {
        parameters: {
            query?: {
                /** @description Number of items to skip. */
                offset?: components["parameters"]["Offset"];
                /** @description Only the listings whose title or text holds these words, matched as in `searchSite`; the other filters and the order still apply. Words without a letter or digit filter nothing. */
                q?: components["parameters"]["Words"];
                limit?: number;
                /** @description City id. */
                city?: number;
                /** @description Lowest monthly price, euro cents (inclusive). */
                priceFrom?: number;
                /** @description Highest monthly price, euro cents (inclusive). */
                priceTo?: number;
                /** @description University id. */
                university?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of offers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TenantOfferPage"];
                };
            };
            422: components["responses"]["ValidationFailed"];
        };
    };
    createTenantOffer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TenantOfferInput"];
            };
        };
        responses: {
            /** @description The created offer. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TenantOffer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listMyTenantOffers: {
        parameters: {
            query?: {
                /** @description Number of items to skip. */
                offset?: components["parameters"]["Offset"];
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of my offers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TenantOfferPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listUniversities: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description All universities, sorted by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["University"][];
                };
            };
        };
    };
    deleteTenantOffer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getTenantOffer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The offer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TenantOffer"];
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateTenantOffer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TenantOfferInput"];
            };
        };
        responses: {
            /** @description The updated offer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TenantOffer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    sendTenantOfferInquiry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TenantOfferInquiry"];
            };
        };
        responses: {
            /** @description Sent. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCleaningServices: {
        parameters: {
            query?: {
                cleaningType?: components["schemas"]["CleaningType"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The service groups. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CleaningServiceGroup"][];
                };
            };
            422: components["responses"]["ValidationFailed"];
        };
    };
    createOneTimeCleaningOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CleaningOrderInput"];
            };
        };
        responses: {
            /** @description The created order, priced by the server. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CleaningOrder"];
                };
            };
            400: components["responses"]["BadRequest"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createDeepCleaningOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CleaningOrderInput"];
            };
        };
        responses: {
            /** @description The created order, priced by the server. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CleaningOrder"];
                };
            };
            400: components["responses"]["BadRequest"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listSavedSearches: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every saved search of the signed-in user (at most 20). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedSearchList"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    createSavedSearch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SavedSearchInput"];
            };
        };
        responses: {
            /** @description The saved search. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedSearch"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getSavedSearch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The saved search. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedSearch"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateSavedSearch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SavedSearchUpdate"];
            };
        };
        responses: {
            /** @description The saved search as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedSearch"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteSavedSearch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted, with what it was told. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getUnsubscription: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The token of an e-mail's unsubscribe link. */
                token: components["parameters"]["UnsubscribeToken"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What the link stops. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unsubscription"];
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    unsubscribe: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The token of an e-mail's unsubscribe link. */
                token: components["parameters"]["UnsubscribeToken"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["OneClickUnsubscribe"];
            };
        };
        responses: {
            /** @description Unsubscribed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unsubscription"];
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listConversations: {
        parameters: {
            query?: {
                /** @description Number of items to skip. */
                offset?: components["parameters"]["Offset"];
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of conversations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getUnreadConversations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The count. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnreadConversations"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    streamConversations: {
        parameters: {
            query?: never;
            header?: {
                "Last-Event-ID"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event stream. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getConversation: {
        parameters: {
            query?: {
                /** @description Only messages older than this message id (the next page back). */
                before?: components["parameters"]["MessagesBefore"];
                limit?: components["parameters"]["MessagesLimit"];
            };
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The conversation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conversation"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    viewConversation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConversationAccessInput"];
            };
        };
        responses: {
            /** @description The conversation, as its visitor side sees it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conversation"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    sendMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MessageInput"];
            };
        };
        responses: {
            /** @description The message. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    markConversationRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConversationReadInput"];
            };
        };
        responses: {
            /** @description Marked. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    blockConversation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConversationBlockInput"];
            };
        };
        responses: {
            /** @description The conversation as it is now (its newest messages). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conversation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    reportConversation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConversationReportInput"];
            };
        };
        responses: {
            /** @description Reported. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    answerViewing: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ViewingAnswerInput"];
            };
        };
        responses: {
            /** @description The conversation as it is now (its newest messages). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conversation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    setConversationNotices: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConversationNoticesInput"];
            };
        };
        responses: {
            /** @description Saved. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getConversationSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationSettings"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    updateConversationSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConversationSettings"];
            };
        };
        responses: {
            /** @description The settings as they are now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    askAboutOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderQuestionInput"];
            };
        };
        responses: {
            /** @description The conversation the question is in. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationRef"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listMovePlans: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every move plan of the signed-in user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MovePlanList"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    createMovePlan: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MovePlanInput"];
            };
        };
        responses: {
            /** @description The plan. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MovePlan"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getMovePlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The plan. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MovePlan"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateMovePlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MovePlanUpdate"];
            };
        };
        responses: {
            /** @description The plan as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MovePlan"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteMovePlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    checkoutMovePlan: {
        parameters: {
            query?: never;
            header: {
                /** @description One per checkout, the same for its retries (16 to 64 letters, digits and dashes). */
                "Idempotency-Key": string;
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MovePlanCheckoutInput"];
            };
        };
        responses: {
            /** @description The checked-out plan with its orders. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MovePlan"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    subscribeNewsletter: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewsletterInput"];
            };
        };
        responses: {
            /** @description Subscribed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    confirmNewsletter: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfirmEmailInput"];
            };
        };
        responses: {
            /** @description Subscribed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getCaptchaChallenge: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The challenge, as ALTCHA's widget reads it. */
            200: {
                headers: {
                    /** @description no-store (every challenge is new). */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaptchaChallenge"];
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    buyCredits: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreditBuyInput"];
            };
        };
        responses: {
            /** @description The payment was created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentInitiation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPaymentStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentStatusInput"];
            };
        };
        responses: {
            /** @description The payment's status and my credit balance. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentStatus"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    paymentWebhook: {
        parameters: {
            query?: never;
            header?: {
                "Stripe-Signature"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentWebhookEvent"];
            };
        };
        responses: {
            /** @description Received (events of no interest are received and ignored). */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getSandboxCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A sandbox checkout's reference. */
                reference: components["parameters"]["SandboxReference"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The checkout. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxCheckout"];
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    paySandboxCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A sandbox checkout's reference. */
                reference: components["parameters"]["SandboxReference"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxCardInput"];
            };
        };
        responses: {
            /** @description Paid or declined. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxCheckoutResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    cancelSandboxCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A sandbox checkout's reference. */
                reference: components["parameters"]["SandboxReference"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cancelled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxCheckoutResult"];
                };
            };
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    promoteListing: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PromotionInput"];
            };
        };
        responses: {
            /** @description Promoted. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Promotion"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getLiveness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The process answers. */
            200: {
                headers: {
                    /** @description no-store. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthStatus"];
                };
            };
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ready. */
            200: {
                headers: {
                    /** @description no-store. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthStatus"];
                };
            };
            /** @description Not ready, or shutting down. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
