import type { DocumentationContent } from './en';

const es: DocumentationContent = {
  title: 'Guía de uso',
  intro: 'Cómo moverse por la consola de operaciones y supervisión, y cómo adaptarla a su gusto.',
  sections: {
    start: {
      title: 'Entrar y salir',
      body: 'Entre con la cuenta y la contraseña que le dieron. Si abrió un enlace antes de entrar, la consola le lleva allí después.\nPara salir, abra el menú bajo su nombre, arriba a la derecha, y elija Cerrar sesión. Cuando la sesión caduca, un diálogo le ofrece volver a entrar o quedarse en la página.',
    },
    menu: {
      title: 'El menú',
      body: 'El menú de la izquierda muestra todas las pantallas que su rol puede abrir, agrupadas como la navegación superior: inicio, recursos gubernamentales, empresas colaboradoras, gestión de personal, gestión de puntos de control, gestión de inspecciones de seguridad, gestión de alarmas y ayuda.\nLos grupos con varias pantallas se pliegan y despliegan con un clic. El botón de arriba a la izquierda reduce todo el menú a iconos; la consola recuerda su elección. La autoridad del sistema (roles y permisos) se abre desde el menú bajo su nombre.',
    },
    navbar: {
      title: 'La barra superior',
      body: 'La ruta de navegación muestra dónde está; sus enlaces suben un nivel. A la derecha están la búsqueda de páginas, la pantalla completa, el tamaño de la consola, el idioma y su menú personal (inicio, autoridad del sistema, cerrar sesión).',
    },
    search: {
      title: 'Encontrar una página',
      body: 'Pulse Ctrl+K o / en cualquier lugar, o haga clic en la lupa, y escriba parte del nombre o de la dirección de una página. Elija con las flechas, abra con Intro y cierre con Esc. La búsqueda sigue el idioma elegido.',
    },
    tags: {
      title: 'Pestañas de las páginas abiertas',
      body: 'Cada página que abre tiene una pestaña bajo la barra superior; la de inicio siempre queda. Haga clic en una pestaña para volver: las listas vuelven con los mismos filtros, orden, página y posición de desplazamiento.\nCon el botón derecho puede actualizar una pestaña, cerrarla, cerrar las demás o cerrarlas todas. El clic central también la cierra. Las pestañas siguen ahí tras recargar la página.',
    },
    lists: {
      title: 'Listas',
      body: 'Las listas van por páginas. Haga clic en el título de una columna para ordenar, use la búsqueda y los filtros de arriba para acotar y exporte lo que ve a una hoja de cálculo. Los números llevan separador de miles; las horas dicen hace cuánto fueron y, al señalarlas, la hora exacta.',
    },
    forms: {
      title: 'Crear y editar',
      body: 'Los campos obligatorios están marcados. Si el servidor rechaza un cambio, el formulario queda tal como lo escribió y cada campo explica el problema. Borrar siempre pide confirmación antes.',
    },
    settings: {
      title: 'Apariencia',
      body: 'El botón del engranaje en el borde derecho abre los ajustes: el color del tema (uno predefinido o cualquier color propio), el modo oscuro, la barra de pestañas, una cabecera que queda fija al desplazarse y el logotipo sobre el menú. El botón de tamaño de la barra superior agranda o compacta todo. Estas elecciones se guardan en este navegador.',
    },
    mobile: {
      title: 'Pantallas pequeñas',
      body: 'En pantallas de menos de 992 píxeles el menú se oculta; el botón de arriba a la izquierda lo abre sobre la página y se cierra al elegir una pantalla.',
    },
    help: {
      title: '¿Quiere un recorrido?',
      body: 'La página Guía del grupo de ayuda le enseña paso a paso el menú, las pestañas, la búsqueda, el tamaño, el idioma y los ajustes.',
    },
  },
};

export default es;
