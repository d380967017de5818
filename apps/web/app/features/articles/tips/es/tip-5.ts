import { BUYER_REPLY_HOURS } from '@wbn/contract/constants';
import type { TipArticle } from '../../types';

export const tip5 = {
  n: 5,
  title: 'Quién es un exportador calificado',
  lead: 'Los compradores extranjeros reciben ofertas de muchos proveedores a los que nunca han visto. Los que toman en serio son los exportadores calificados: empresas que demuestran, con rapidez y con pruebas, que pueden entregar el producto correcto, a tiempo, con la documentación en regla y un servicio confiable. Esto es lo que significa en la práctica y cómo llegar a serlo.',
  summary:
    'Qué hace que una empresa exportadora sea creíble para los compradores extranjeros: estructura, certificaciones, documentación, condiciones transparentes, capacidad de respuesta y una presencia en línea verificada.',
  description:
    'Quién es un exportador calificado: organización, certificaciones, documentos, condiciones comerciales, rapidez y presencia en línea que esperan los compradores.',
  keywords: [
    'exportador calificado',
    'empresa lista para exportar',
    'homologación de proveedores',
    'certificaciones para exportar',
    'proveedor confiable',
  ],
  sections: [
    {
      heading: 'La calificación está en los ojos del comprador',
      paragraphs: [
        'No existe una licencia única que convierta a una empresa en un exportador calificado. La calificación ocurre en la mente de cada comprador, que se hace una sola pregunta: ¿es seguro hacer negocios con este proveedor? Los grandes compradores formalizan la respuesta en procedimientos de calificación (u homologación) de proveedores, con cuestionarios, auditorías y pedidos de prueba. Los compradores más pequeños hacen lo mismo de manera informal, revisando su sitio web, su perfil en la plataforma, sus respuestas y sus documentos. En ambos casos, a usted lo están evaluando mucho antes del primer pedido.',
      ],
    },
    {
      heading: 'Una identidad empresarial clara',
      paragraphs: [
        'Un exportador calificado es fácil de verificar. Su razón social, su número de registro, su dirección y sus propietarios son públicos y coinciden en todas partes: en el sitio web, en las facturas, en las plataformas B2B y en los directorios. Cuenta con una planta de producción o un almacén reales, que pueden mostrarse en fotografías, videos o una visita. Presenta su historia, sus productos principales, sus mercados y sus personas clave en un perfil corporativo conciso, disponible en inglés y en los idiomas de sus principales mercados.',
      ],
    },
    {
      heading: 'Una organización dedicada a la exportación',
      paragraphs: [
        'Los compradores quieren saber quién se encargará de su pedido. Un exportador calificado tiene un gerente o una oficina de exportación identificados, con personas que hablan el idioma del comprador o un buen inglés, entienden los Incoterms y los medios de pago, y saben preparar correctamente los documentos de exportación. Tiene la capacidad de producción necesaria para atender pedidos del exterior sin afectar a sus clientes nacionales, y un plan para ofrecer repuestos y soporte técnico fuera del país.',
      ],
    },
    {
      heading: 'Certificaciones y cumplimiento normativo',
      paragraphs: [
        'Las certificaciones son la forma más rápida de demostrar calidad a alguien que nunca ha visto su planta. Según su sector y sus mercados, pueden incluir:',
      ],
      list: [
        'Certificación del sistema de gestión de calidad, como ISO 9001, y normas sectoriales para la industria automotriz, aeroespacial, médica o alimentaria.',
        'Conformidad del producto para el mercado de destino, por ejemplo el marcado CE en Europa o la certificación UL en Norteamérica.',
        'Certificaciones ambientales y de seguridad, cada vez más solicitadas por los grandes compradores.',
        'Certificados de inocuidad e higiene para productos agroalimentarios.',
        'Pruebas de origen que permitan a los compradores aprovechar los beneficios de los tratados comerciales.',
      ],
    },
    {
      heading: 'Ofertas completas y transparentes',
      paragraphs: [
        'Un exportador calificado envía cotizaciones que un comprador puede aprobar sin diez preguntas de seguimiento. Cada oferta indica el producto y la especificación exactos, el precio unitario y la moneda, el pedido mínimo, la regla Incoterms con el lugar designado, el tiempo de entrega, las condiciones de pago, el empaque, la vigencia y la garantía. Los precios y las condiciones son coherentes de una oferta a otra. Si algo no se puede hacer, el exportador lo dice con claridad, en lugar de prometerlo y fallar después.',
      ],
    },
    {
      heading: 'Capacidad de respuesta',
      paragraphs: [
        `La rapidez es una de las señales más claras de un exportador calificado. Responda a cada comprador en un plazo de ${BUYER_REPLY_HOURS} horas, incluso los fines de semana si el comprador está en un huso horario muy distinto, aunque la primera respuesta solo confirme la recepción y anuncie cuándo llegará la respuesta completa. Mantenga informados a los compradores durante la producción y el envío, y reaccione de inmediato ante cualquier reclamo. Los compradores perdonan un problema que se maneja con transparencia; lo que no perdonan es el silencio.`,
      ],
    },
    {
      heading: 'Solidez financiera y referencias',
      paragraphs: [
        'Los compradores que pagan anticipos o se comprometen con contratos de suministro a largo plazo quieren saber que el proveedor seguirá existiendo el año próximo. Esté preparado para compartir información financiera básica, referencias bancarias y, con autorización, los datos de contacto de clientes actuales en el exterior. Una lista breve de referencias en mercados similares suele pesar más que cualquier folleto.',
      ],
    },
    {
      heading: 'Una presencia en línea verificada',
      paragraphs: [
        'Hoy, la mayoría de los compradores conocen a sus proveedores primero en internet. Mantenga su perfil en la plataforma B2B completo y actualizado, con productos, certificaciones, fotografías y personas de contacto, y utilice los servicios de verificación de empresas cuando estén disponibles. Responda los mensajes de la plataforma con la misma prontitud que los correos electrónicos. Un perfil verificado y bien cuidado les indica a los compradores que la empresa está activa y es organizada y transparente: exactamente lo que define a un exportador calificado.',
      ],
    },
  ],
} satisfies TipArticle;
