import { BUYER_REPLY_HOURS } from '@wbn/contract/constants';
import type { TipArticle } from '../../types';

export const tip2 = {
  n: 2,
  title: 'Marketing industrial de exportación',
  lead: 'Promocionar un producto industrial en el exterior es muy distinto de hacer publicidad para consumidores. El comprador es un profesional, en la decisión intervienen varias personas y la venta puede tardar meses. Un buen marketing industrial de exportación hace que su empresa sea fácil de encontrar, fácil de entender y digna de confianza para ingenieros y gerentes de compras que nunca han oído hablar de ella.',
  summary:
    'Cómo los fabricantes captan la atención de compradores profesionales en el exterior: posicionamiento, contenido técnico, plataformas B2B, ferias comerciales y respuestas rápidas y completas a las consultas.',
  description:
    'Marketing industrial de exportación: posicionamiento, contenido técnico, plataformas B2B, ferias comerciales, seguimiento de prospectos y medición de resultados.',
  keywords: [
    'marketing industrial',
    'marketing de exportación',
    'marketing B2B',
    'compradores industriales',
    'generación de leads B2B',
  ],
  sections: [
    {
      heading: 'Qué hace diferente al marketing industrial',
      paragraphs: [
        'El marketing de consumo apela a las emociones y a grandes audiencias. El marketing industrial se dirige a un número reducido de profesionales que compran para resolver un problema técnico o económico: mantener en marcha una línea de producción, reducir el consumo de energía, cumplir una nueva normativa, bajar el costo por unidad. Leen fichas técnicas, comparan especificaciones y piden referencias. No los convencen los eslóganes; los convencen las pruebas y la sensación de que el proveedor entiende su proceso.',
        'La decisión de compra suele ser compartida. Un ingeniero define el requerimiento, un gerente de compras negocia, un gerente de calidad aprueba al proveedor y un director firma. Su marketing debe darle a cada uno lo que necesita.',
      ],
    },
    {
      heading: 'Defina un posicionamiento claro',
      paragraphs: [
        'Responda una pregunta en una sola oración: ¿por qué una empresa extranjera debería comprarle este producto a usted y no a un proveedor local o a una gran multinacional? La respuesta puede ser la precisión, la durabilidad, la personalización, los tiempos de entrega cortos, un material específico, la eficiencia energética o la flexibilidad de una empresa mediana. Sea cual sea, colóquela en primer plano en su sitio web, su catálogo y su perfil en la plataforma, y respáldela con cifras.',
      ],
    },
    {
      heading: 'Produzca contenido que los ingenieros usen',
      paragraphs: [
        'El material de marketing industrial más eficaz suele ser el menos vistoso. Los compradores buscan documentos que puedan usar en su propio trabajo, y recuerdan a los proveedores que se los dieron.',
      ],
      list: [
        'Fichas técnicas con dimensiones, tolerancias, materiales y normas.',
        'Planos y modelos 3D en formatos de uso común, cuando la confidencialidad lo permita.',
        'Notas de aplicación y casos de éxito que muestren un problema real y un resultado medido.',
        'Certificaciones e informes de pruebas listos para descargarse o enviarse a solicitud.',
        'Videos cortos del producto en funcionamiento, de la planta y de los controles de calidad.',
        'Traducciones de los documentos clave a los idiomas de sus principales mercados.',
      ],
    },
    {
      heading: 'Esté visible donde buscan los compradores',
      paragraphs: [
        'Los compradores profesionales empiezan su búsqueda en internet, incluso cuando se trata de equipos complejos. Asegúrese de que su empresa aparezca en las plataformas y directorios B2B de su sector y de sus países objetivo, con un perfil completo: descripción de la empresa, páginas de producto con los términos técnicos y los códigos de producto correctos, fotografías, certificaciones y personas de contacto. Un perfil a medio llenar es peor que no tener ninguno, porque da la impresión de una empresa que no le da seguimiento a su propio negocio.',
        'Su sitio web debe cargar rápido, funcionar bien en celulares y ofrecer al menos una versión en inglés. Cada página de producto debe terminar con una forma clara de solicitar una cotización.',
      ],
    },
    {
      heading: 'Aproveche las ferias comerciales con un plan',
      paragraphs: [
        'Las ferias comerciales internacionales siguen siendo muy eficaces en los sectores industriales, porque los compradores pueden ver y tocar el producto y conocer a las personas que están detrás. También son costosas. Fije objetivos antes de la feria, invite con anticipación a sus contactos actuales y a prospectos calificados, prepare a su personal para recopilar información estructurada de cada visitante y, sobre todo, dé seguimiento en cuestión de días. La mayor parte del valor de una feria se pierde en las semanas posteriores a su cierre.',
      ],
    },
    {
      heading: 'Convierta las consultas en relaciones',
      paragraphs: [
        `El marketing genera consultas; su reacción las convierte en clientes. Responda a cada comprador en un plazo de ${BUYER_REPLY_HOURS} horas, en su idioma siempre que sea posible, y haga que la primera respuesta sea útil: confirme que entendió la solicitud, plantee las preguntas técnicas que necesita y diga cuándo llegará la cotización completa. Registre cada contacto en una base de datos de clientes sencilla, para que nadie quede en el olvido y los seguimientos se hagan a tiempo.`,
        'Califique los prospectos con honestidad. No toda consulta es un proyecto real; preguntar desde el principio por cantidades, plazos y aplicación ahorra tiempo a ambas partes y demuestra profesionalismo.',
      ],
    },
    {
      heading: 'Mida y mejore',
      paragraphs: [
        'Lleve el registro de algunas cifras por mercado y por canal: consultas recibidas, tiempo promedio de respuesta, cotizaciones enviadas, pedidos ganados y el valor de esos pedidos. Al cabo de seis meses verá qué plataformas, ferias y contenidos generan negocios de verdad, y podrá redistribuir el presupuesto en consecuencia. El marketing industrial de exportación es una carrera de largo aliento, pero premia a las empresas constantes, visibles y rápidas.',
      ],
    },
  ],
} satisfies TipArticle;
