// CSS modules in jest: class names read back as their own keys.
module.exports = new Proxy({}, { get: (_target, key) => (key === '__esModule' ? false : key) });
