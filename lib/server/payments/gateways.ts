import 'server-only';
import { env } from '@/lib/env';
import { siteConfig } from '../content/site-config';
import type { GatewayName, PaymentGateway } from './gateway';
import { paypalGateway } from './paypal-gateway';
import { sandboxGateway } from './sandbox-gateway';

/**
 * Which gateway does what. Cards go through the built-in sandbox (the only card gateway so far: a real processor
 * would implement the same PaymentGateway and take its place here). PayPal is offered when the site config has a
 * PayPal client id (PAYPAL_CLIENT_ID, with PAYPAL_CLIENT_SECRET), on PayPal's live API when the environment is prod.
 */
export function cardGateway(): PaymentGateway {
  return sandboxGateway;
}

/** True while cards go through the sandbox: the pages then say that no real money moves. */
export function sandboxInUse(): boolean {
  return cardGateway().name === 'sandbox';
}

let paypal: { key: string; gateway: PaymentGateway } | null = null;

/** The PayPal gateway, or null when PayPal is not configured. */
export function paypalGatewayOrNull(): PaymentGateway | null {
  const config = siteConfig();
  const clientId = config.paypal.client_id;
  const clientSecret = env().PAYPAL_CLIENT_SECRET;
  if (!clientId || !clientSecret) return null;
  const live = config.environment === 'prod';
  const key = `${clientId}:${live}`;
  if (paypal?.key !== key) {
    paypal = { key, gateway: paypalGateway({ clientId, clientSecret, live }) };
  }
  return paypal.gateway;
}

/** The gateway a payment or a card was made with (to confirm, capture or refund it later). */
export function gatewayNamed(name: string): PaymentGateway {
  if (name === 'sandbox') return sandboxGateway;
  if (name === 'paypal') {
    const found = paypalGatewayOrNull();
    if (found) return found;
  }
  throw new Error(`payment gateway ${name} is not available`);
}

export type { GatewayName };
