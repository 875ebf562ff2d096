/**
 * Where Build My Stack is: its section of the Services page, reached from the home page's hero, the
 * Services page's header, each service's page and the end of an article (see useRouteFocus for the jump).
 */
export const BUILD_MY_STACK_PATH = '/services#build-my-stack';
