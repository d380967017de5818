import { BUYER_REPLY_HOURS } from '@wbn/contract/constants';
import type { TipArticle } from '../../types';

export const tip1 = {
  n: 1,
  title: 'Cómo iniciar un negocio de exportación',
  lead: 'Exportar no es una venta aislada a un cliente extranjero: es un sistema que debe funcionar cada vez que llega un pedido. La elección de mercados, los precios, las condiciones de entrega, los documentos, el cobro y la logística están conectados, y un eslabón débil en cualquiera de ellos puede convertir un buen pedido en una pérdida. Así se construye ese sistema, paso a paso.',
  summary:
    'El sistema exportador paso a paso: elección de mercados, cálculo del precio de exportación, Incoterms, documentos, condiciones de pago y logística. Una lista de verificación práctica para el fabricante que hace sus primeras ventas al exterior.',
  description:
    'Cómo iniciar un negocio de exportación: elección de mercados, precio de exportación, Incoterms, documentos, condiciones de pago y logística para fabricantes.',
  keywords: [
    'cómo empezar a exportar',
    'negocio de exportación',
    'Incoterms',
    'documentos de exportación',
    'precio de exportación',
    'condiciones de pago',
  ],
  sections: [
    {
      heading: '1. Verifique que su empresa esté lista',
      paragraphs: [
        'Antes de mirar hacia afuera, mire hacia adentro. Exportar requiere capacidad de producción disponible, porque un pedido extranjero que retrasa a sus clientes nacionales daña ambas relaciones. Requiere una persona responsable del proceso de exportación, que hable al menos inglés y tenga autoridad para responder con rapidez. Requiere información de producto en un formato utilizable: fichas técnicas, precios, fotografías y certificaciones. Y requiere paciencia y presupuesto, porque los primeros pedidos suelen llegar después de seis a dieciocho meses de trabajo.',
      ],
    },
    {
      heading: '2. Elija sus mercados',
      paragraphs: [
        'No intente vender en todas partes. Preseleccione de tres a cinco países con base en las estadísticas de importación de sus códigos arancelarios, el crecimiento de esas importaciones, los aranceles y las barreras técnicas, la distancia y el costo del transporte, el idioma y la cultura de negocios, y los contactos que ya tiene. Los mercados vecinos y los países con los que existen tratados comerciales suelen ser el punto de partida más sencillo. Luego ordénelos y concentre su primer año en los dos primeros.',
        'Visite cada mercado elegido o, al menos, estúdielo: quiénes son los competidores, qué precios paga el cliente final, qué certificaciones son obligatorias y por qué vía suelen llegar los productos a los compradores (directamente, a través de importadores o mediante distribuidores).',
      ],
    },
    {
      heading: '3. Calcule un precio de exportación',
      paragraphs: [
        'Un precio de exportación no es el precio de lista nacional convertido a otra moneda. Parta de su costo de producción; sume los costos propios de la exportación, como el empaque para transporte de larga distancia, el etiquetado, la certificación, la documentación, las comisiones de los agentes y el costo financiero de plazos de pago más largos, y luego agregue su margen. El resultado es su precio de exportación en fábrica (EXW).',
        'Después, calcule lo que el comprador pagará realmente una vez sumados el flete, el seguro, los aranceles, los impuestos y el margen del distribuidor. Si ese precio puesto en destino queda muy por encima del de los competidores locales, ningún descuento sobre el precio EXW salvará el negocio: necesitará otro mercado, otro canal u otra versión del producto.',
      ],
    },
    {
      heading: '4. Acuerde los Incoterms',
      paragraphs: [
        'Los Incoterms son las reglas internacionales, publicadas por la Cámara de Comercio Internacional (ICC), que establecen dónde entrega el vendedor, quién paga cada costo de transporte y en qué momento el riesgo pasa al comprador. Indique siempre la regla, el lugar designado y la edición de los Incoterms en cotizaciones y contratos, por ejemplo: “FCA almacén de Milán, Incoterms 2020”.',
      ],
      list: [
        'EXW (Ex Works, en fábrica): el comprador recoge la mercancía en sus instalaciones; es sencillo para usted, pero el comprador debe encargarse del despacho de exportación.',
        'FCA (Free Carrier, franco transportista): usted despacha la mercancía para exportación y la entrega al transportista del comprador; una buena opción predeterminada para la mayoría de los envíos.',
        'CPT / CIP: usted paga el transporte principal hasta el destino; con CIP, además, asegura la mercancía.',
        'FOB / CIF: solo para transporte marítimo, cuando la mercancía se carga a bordo del buque.',
        'DAP / DDP: usted entrega en destino; con DDP también paga los aranceles de importación, así que úselo solo si conoce bien las normas del país de destino.',
      ],
    },
    {
      heading: '5. Prepare los documentos',
      paragraphs: [
        'Cada envío viaja con papeles, o con su equivalente digital. El conjunto básico incluye la factura comercial, la lista de empaque, el documento de transporte (conocimiento de embarque, guía aérea o carta de porte terrestre) y la declaración de exportación. Muchos envíos también necesitan un certificado de origen, para obtener aranceles reducidos al amparo de los tratados comerciales, y certificados del producto, como declaraciones de conformidad, informes de pruebas o certificados sanitarios. Un agente de carga o un agente aduanal puede preparar buena parte de esta documentación, pero usted sigue siendo responsable de que las descripciones, los códigos arancelarios y los valores sean correctos.',
      ],
    },
    {
      heading: '6. Fije condiciones de pago que lo protejan',
      paragraphs: [
        'Con un comprador extranjero nuevo, el riesgo de no cobrar es real, y recuperar una deuda en el exterior es lento y costoso. Empiece con condiciones seguras y flexibilícelas a medida que crezca la confianza.',
      ],
      list: [
        'Pago anticipado: lo más seguro para el vendedor; habitual para muestras y primeros pedidos pequeños.',
        'Carta de crédito: el banco del comprador garantiza el pago contra la presentación de documentos conformes; una protección sólida para pedidos más grandes.',
        'Cobranza documentaria: los bancos entregan los documentos a cambio del pago; es más económica que una carta de crédito, pero ofrece menos protección.',
        'Cuenta abierta: pago después de la entrega; solo con clientes de confianza o con un seguro de crédito a la exportación.',
      ],
    },
    {
      heading: '7. Organice la logística',
      paragraphs: [
        'Elija un agente de carga confiable, idealmente con experiencia en sus países de destino, y compare el transporte marítimo, aéreo, terrestre y ferroviario para cada mercado. El empaque debe proteger la mercancía a lo largo de varias manipulaciones y cambios de clima, y llevar las marcas correctas. Acuerde de antemano cómo se reportarán los daños y los retrasos, y mantenga informado al comprador desde el día en que la mercancía sale de su almacén.',
      ],
    },
    {
      heading: '8. Haga de la rapidez parte del sistema',
      paragraphs: [
        `Los compradores extranjeros comparan a varios proveedores al mismo tiempo. Responda cada consulta en un plazo de ${BUYER_REPLY_HOURS} horas, envíe cotizaciones que ya indiquen el Incoterm, la vigencia, el tiempo de entrega y las condiciones de pago, y haga un seguimiento cortés al cabo de una semana. Una empresa que responde rápido y de forma completa se percibe como un socio confiable antes de haber enviado un solo producto.`,
      ],
    },
  ],
} satisfies TipArticle;
