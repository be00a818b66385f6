import type { LandingContent } from './landing-content';

export const landing: LandingContent = {
  locale: 'es',
  metaTitle: 'Comprar autos en subastas de EE. UU. desde Latinoamérica',
  metaDescription:
    'Puja en línea por autos siniestrados y de aseguradoras en unos 100 patios de EE. UU. y envíalos por puerto a tu país. Tarifas publicadas de antemano.',
  h1: 'Compra autos en subastas de aseguradoras de EE. UU. desde Latinoamérica',
  lead: 'SalvageLane vende vehículos de aseguradoras, bancos y flotas en unos 100 patios de Estados Unidos: chocados, quemados, inundados, recuperados tras un robo, vandalizados y embargados. Regístrate gratis, haz un depósito reembolsable y puja en línea desde tu país.',
  cta: 'Regístrate gratis',
  ctaSecondary: 'Ver membresías y tarifas',
  benefits: [
    {
      title: 'Pujas tú, directamente en la subasta',
      body: 'Te registras y pujas tú mismo, y todas las tarifas de la subasta están publicadas antes de pujar: membresía, tarifa de comprador con su mínimo, 95 USD de documentación, pago tardío y almacenaje.',
    },
    {
      title: 'Tarifa de comprador desde el 4%',
      body: 'Depende de tu membresía: 10% con Guest (gratis), 9% con Starter, 6% con Premium y Business, y 4% con Vip. Cada nivel tiene una tarifa mínima.',
    },
    {
      title: 'Ofertas previas y subastas en vivo',
      body: 'Las subastas en vivo empiezan a las 10:00, hora local del patio. Si no puedes conectarte a esa hora, deja una oferta previa con tu máximo y el sistema pujará por ti.',
    },
    {
      title: 'Envío por puerto',
      body: 'Una vez pagado, coordina el transporte con nuestro servicio de envío asociado: del patio a un puerto de EE. UU. y de ahí por mar.',
    },
  ],
  steps: [
    {
      title: 'Regístrate',
      body: 'Crea tu cuenta gratis y sube tu identificación, por ejemplo el pasaporte. Tu nombre figurará en el contrato de compraventa.',
    },
    {
      title: 'Haz tu depósito',
      body: 'Al menos 600 USD, o el 10% de la oferta más alta que piensas hacer, lo que sea mayor. Tu poder de compra es 10 veces el depósito, y el depósito es reembolsable.',
    },
    {
      title: 'Elige el vehículo',
      body: 'Revisa en la página del lote los daños, el tipo de título y el estado que lo emitió, el odómetro y el código de arranque. Confirma que tu país permite importar y matricular ese vehículo.',
    },
    {
      title: 'Puja',
      body: 'Deja una oferta previa o puja en vivo con una membresía de pago. Si la oferta alcanza el precio de reserva, el vehículo es tuyo; si no, queda pendiente de aprobación y decide el vendedor.',
    },
    {
      title: 'Paga y envía',
      body: 'Paga con tarjeta o PayPal en un plazo de 3 días hábiles, firma el contrato de compraventa en línea y solicita el transporte al puerto. El almacenaje es gratis durante 4 días hábiles.',
    },
  ],
  faq: [
    {
      question: '¿Puedo comprar si vivo fuera de EE. UU.?',
      answer:
        'Sí. Los compradores internacionales se registran igual y envían sus vehículos por puertos de EE. UU. Antes de pujar, revisa las normas de tu país: algunos no permiten importar autos usados, limitan su antigüedad o no aceptan ciertos tipos de título.',
    },
    {
      question: '¿Qué pago además de mi oferta?',
      answer:
        'La tarifa de comprador de tu membresía, la tarifa de documentación de 95 USD y el envío, si lo necesitas. Si pagas después de 3 días hábiles, se suma un cargo único de 50 USD, y el almacenaje cuesta 25 USD por día después de 4 días hábiles gratis.',
    },
    {
      question: '¿Los vehículos tienen garantía?',
      answer:
        'No. Se venden en el estado y lugar en que se encuentran. Revisa bien las fotos y la descripción del lote y, si puedes, inspecciona el vehículo en el patio.',
    },
    {
      question: '¿SalvageLane es lo mismo que IAA o Copart?',
      answer:
        'No. SalvageLane es una subasta distinta, con sus propias reglas y tarifas; IAA y Copart son otras empresas. El funcionamiento es parecido: vehículos de aseguradoras y bancos que se venden en línea, con ofertas previas y pujas en vivo.',
    },
  ],
  closing:
    'Regístrate gratis, haz tu depósito y deja tu primera oferta previa en un lote que ya hayas revisado.',
};
