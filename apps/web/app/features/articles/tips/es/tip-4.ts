import { BUYER_REPLY_HOURS } from '@wbn/contract/constants';
import type { TipArticle } from '../../types';

export const tip4 = {
  n: 4,
  title: 'Quién es el comprador industrial',
  lead: 'Detrás de cada pedido del exterior hay un comprador con un trabajo que hacer, metas que cumplir y riesgos que evitar. Entender quién es el comprador industrial, cómo decide y qué teme le ayuda a redactar mejores ofertas, responder las preguntas correctas y convertirse en el proveedor que elige y conserva.',
  summary:
    'Quién compra productos industriales en el exterior, cómo se toman las decisiones de compra, qué revisan los compradores antes de elegir un proveedor extranjero y cómo ganarse su confianza.',
  description:
    'Quién es el comprador industrial: tipos de compradores internacionales, el centro de compras, criterios de selección de proveedores y cómo ganar su confianza.',
  keywords: [
    'comprador industrial',
    'compradores internacionales',
    'gerente de compras',
    'selección de proveedores',
    'compradores B2B',
  ],
  sections: [
    {
      heading: 'Muchos tipos de compradores',
      paragraphs: [
        'La palabra “comprador” abarca empresas muy distintas, y cada una busca algo diferente en un proveedor extranjero. Reconocer con cuál está hablando determina toda su oferta.',
      ],
      list: [
        'Fabricantes (OEM) que compran componentes, materiales y maquinaria para elaborar sus propios productos.',
        'Importadores y distribuidores que compran para revender en su país y necesitan margen, inventario y apoyo.',
        'Mayoristas y cadenas minoristas, incluidos los compradores de marca propia que quieren producción según sus especificaciones.',
        'Contratistas y empresas de ingeniería que compran para proyectos concretos con plazos fijos.',
        'Organismos públicos y grandes empresas de servicios públicos que compran mediante licitaciones formales.',
        'Empresas comercializadoras (trading) y agentes de compras que compran en nombre de terceros.',
      ],
    },
    {
      heading: 'El centro de compras',
      paragraphs: [
        'En las empresas industriales, las compras rara vez las decide una sola persona. Los especialistas llaman centro de compras al grupo que interviene. El usuario, a menudo un ingeniero de producción o de mantenimiento, sabe qué debe hacer el producto. El especificador técnico redacta el requerimiento. El gerente de compras busca proveedores, compara ofertas y negocia. El gerente de calidad audita y aprueba a los nuevos proveedores. Un director o el dueño autoriza los gastos importantes. A veces, un filtro (gatekeeper), como un asistente o una plataforma de compras, controla qué ofertas llegan a los demás.',
        'Un exportador que solo habla con el gerente de compras puede perder frente a un competidor que convenció al ingeniero. Ofrezca contenido técnico a quienes especifican, claridad comercial al área de compras y documentación al área de calidad, y pregunte desde el principio quién más participa en la decisión.',
      ],
    },
    {
      heading: 'Cómo decide el comprador industrial',
      paragraphs: [
        'La compra industrial es un proceso: se detecta una necesidad, se define el requerimiento, se buscan y preseleccionan proveedores, se solicitan y comparan ofertas, se elige un proveedor y se da seguimiento a su desempeño después de la entrega. En las compras repetidas el proceso es corto; con un producto o un proveedor nuevo puede durar meses e incluir muestras, pruebas y auditorías.',
        'El precio importa, pero los compradores miran el costo total: el precio de compra más el flete, los aranceles, los problemas de calidad, los tiempos de inactividad, el inventario y el servicio. Un precio algo más alto, con calidad confiable y entregas puntuales, suele ganar.',
      ],
    },
    {
      heading: 'Qué revisan los compradores antes de elegir un proveedor extranjero',
      paragraphs: [
        'Comprar en el exterior añade riesgos: la distancia, el idioma, las aduanas, el tipo de cambio y la dificultad de resolver problemas a la distancia. Los compradores reducen ese riesgo evaluando al proveedor con cuidado. Espere preguntas sobre la historia y los propietarios de su empresa, su capacidad de producción, sus certificaciones de calidad, referencias de clientes en mercados similares, su estabilidad financiera, su cumplimiento de entregas, su experiencia exportadora y su servicio posventa. Tenga las respuestas listas en una presentación breve de la empresa.',
      ],
    },
    {
      heading: 'Lo que más valoran los compradores',
      paragraphs: [
        'Pregunte a gerentes de compras con experiencia qué esperan de sus proveedores y escuchará siempre las mismas respuestas: calidad constante, entregas puntuales, ofertas claras y completas, honestidad cuando algo sale mal y comunicación rápida. Este último punto es el más fácil de controlar para un exportador, y el que más se descuida.',
        `Responda a los compradores en un plazo de ${BUYER_REPLY_HOURS} horas. Si la cotización completa requiere más tiempo, envíe una respuesta breve que confirme la recepción, plantee las preguntas técnicas pendientes e indique cuándo llegará la oferta. Los compradores que manejan muchos proyectos a la vez notan de inmediato quién responde y quién no; una primera respuesta lenta suele interpretarse como un anticipo de entregas lentas.`,
      ],
    },
    {
      heading: 'Cultura y comunicación',
      paragraphs: [
        'Los compradores industriales de todo el mundo comparten hábitos profesionales, pero la cultura de negocios sigue importando. En algunos mercados las decisiones son rápidas y directas; en otros llegan después de construir una relación durante mucho tiempo. Algunos compradores esperan negociar cada cifra; otros lo ven como falta de seriedad. Aprenda lo básico de cada mercado, adapte el tono de sus mensajes y, siempre que sea posible, comuníquese en el idioma del comprador o en un inglés claro y sencillo.',
      ],
    },
    {
      heading: 'Del primer pedido a una relación duradera',
      paragraphs: [
        'El primer pedido es una prueba. Entregue exactamente lo prometido, a tiempo y con la documentación completa, y manténgase en contacto después de la entrega para preguntar cómo funciona el producto. Lleve un registro de las preferencias, los volúmenes y los responsables de decisión de cada comprador. Un comprador industrial satisfecho rara vez cambia de proveedor sin motivo y, con frecuencia, lo recomienda a colegas de otras empresas y otros países.',
      ],
    },
  ],
} satisfies TipArticle;
