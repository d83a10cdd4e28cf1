import { defineMessages } from 'react-intl';

// Terms of sale. Facts from SPEC.md §1 (shipping and delivery times), §2 (payment methods),
// §3/§4 (vouchers, coins, order statuses), §8 (order limits, price change, stock) and §9.
export const policyTermsMessages = defineMessages({
  title: { id: 'pages.policyTerms.title', defaultMessage: 'Terms and Conditions' },
  intro: {
    id: 'pages.policyTerms.intro',
    defaultMessage:
      'These Terms and Conditions apply to every purchase you make on Pasar in Indonesia, Singapore and Malaysia. They explain how prices, orders, payment, delivery and promotions work. Together with the User Agreement, the Privacy Policy and the Return and Refund Policy, they form the agreement between you and Pasar.',
  },

  pricesHeading: { id: 'pages.policyTerms.prices.heading', defaultMessage: 'Products and prices' },
  pricesP1: {
    id: 'pages.policyTerms.prices.p1',
    defaultMessage:
      'Prices are shown in the currency of the country you shop in: Indonesian rupiah (Rp) in Indonesia, Singapore dollars (SGD) in Singapore and Malaysian ringgit (MYR) in Malaysia. A struck-through price is the original price before the discount shown.',
  },
  pricesP2: {
    id: 'pages.policyTerms.prices.p2',
    defaultMessage:
      'Prices and stock can change. If a price changes after you add an item to your cart, checkout asks you to refresh and shows the new price before you pay. We may cancel an order placed at a clearly wrong price and refund you in full.',
  },

  ordersHeading: { id: 'pages.policyTerms.orders.heading', defaultMessage: 'Placing an order' },
  ordersP1: {
    id: 'pages.policyTerms.orders.p1',
    defaultMessage:
      'Your order is placed when you submit it at checkout. We then hold the stock for you; if an item can no longer be held, checkout tells you before you pay. To keep things fair for everyone, some limits apply:',
  },
  ordersItem1: {
    id: 'pages.policyTerms.orders.item1',
    defaultMessage: 'a maximum quantity per product, shown on the product page;',
  },
  ordersItem2: {
    id: 'pages.policyTerms.orders.item2',
    defaultMessage:
      'a maximum number of different products in one order, and a daily order limit per account;',
  },
  ordersItem3: {
    id: 'pages.policyTerms.orders.item3',
    defaultMessage:
      'delivery to supported addresses only; checkout tells you if your address is not covered.',
  },

  paymentHeading: { id: 'pages.policyTerms.payment.heading', defaultMessage: 'Payment' },
  paymentP1: {
    id: 'pages.policyTerms.payment.p1',
    defaultMessage:
      'You can pay by e-wallet, credit or debit card (including Nex cards), cash on delivery or cash tag. Which methods you can use depends on your country and order, and is shown at checkout.',
  },
  paymentP2: {
    id: 'pages.policyTerms.payment.p2',
    defaultMessage:
      'An order paid online must be paid before its payment countdown ends, or it closes automatically. Card payments are processed by our payment providers; we never store your card security code.',
  },

  deliveryHeading: { id: 'pages.policyTerms.delivery.heading', defaultMessage: 'Shipping and delivery' },
  deliveryP1: {
    id: 'pages.policyTerms.delivery.p1',
    defaultMessage:
      'Orders usually ship within 48 hours. Delivery then usually takes 1 to 2 days within the city and 4 to 7 days out of town. These are estimates: holidays, weather and remote areas can add time.',
  },
  deliveryP2: {
    id: 'pages.policyTerms.delivery.p2',
    defaultMessage:
      'The shipping fee is shown at checkout before you pay. Shipping vouchers and first-order free shipping, where offered, reduce it. Please check your address: while the option is shown in the order detail, you can still change it.',
  },

  completionHeading: {
    id: 'pages.policyTerms.completion.heading',
    defaultMessage: 'Cancelling and completing an order',
  },
  completionP1: {
    id: 'pages.policyTerms.completion.p1',
    defaultMessage:
      'While Cancel order is shown in the order detail, you can cancel the order; it is closed straight away and any amount paid is refunded. After that, apply for after-sales service instead.',
  },
  completionP2: {
    id: 'pages.policyTerms.completion.p2',
    defaultMessage:
      'When your parcel arrives, check it and select Confirm receipt. This completes the order, and the coins earned on it are credited after that.',
  },

  returnsHeading: { id: 'pages.policyTerms.returns.heading', defaultMessage: 'Returns and refunds' },
  returnsP1: {
    id: 'pages.policyTerms.returns.p1',
    defaultMessage:
      'Returns and refunds follow our Return and Refund Policy. A refund handling fee of SGD 0.50 per refund via PayNow applies in Singapore, and of MYR 0.70 per refund via online banking in Malaysia. It is charged per refund request and deducted from the refund.',
  },

  promotionsHeading: {
    id: 'pages.policyTerms.promotions.heading',
    defaultMessage: 'Vouchers, promotions and coins',
  },
  promotionsItem1: {
    id: 'pages.policyTerms.promotions.item1',
    defaultMessage:
      'Vouchers give a discount or reduce shipping. Each one states its minimum spend, validity period, the products it covers and whether it can be combined with other vouchers.',
  },
  promotionsItem2: {
    id: 'pages.policyTerms.promotions.item2',
    defaultMessage:
      'Some vouchers are for new users only or can only be used in the Pasar app. Vouchers can run out, and each account can claim a limited number.',
  },
  promotionsItem3: {
    id: 'pages.policyTerms.promotions.item3',
    defaultMessage:
      'When an order is cancelled or refunded, a voucher used on it comes back if it is still valid; an expired voucher does not. A free-shipping promotion is not restored after a refund.',
  },
  promotionsItem4: {
    id: 'pages.policyTerms.promotions.item4',
    defaultMessage:
      'Coins are credited after you confirm receipt. They can pay part of an order, up to a percentage of the payment shown at checkout, and have no cash value.',
  },

  generalHeading: { id: 'pages.policyTerms.general.heading', defaultMessage: 'Country, changes and contact' },
  generalP1: {
    id: 'pages.policyTerms.general.p1',
    defaultMessage:
      'You shop in one country at a time. Changing your country, after you confirm it, clears your cart and logs you out.',
  },
  generalP2: {
    id: 'pages.policyTerms.general.p2',
    defaultMessage:
      'We may update these terms; an order is governed by the version in force when it was placed. Questions? Contact Customer Service from Me, then Customer service.',
  },
});
