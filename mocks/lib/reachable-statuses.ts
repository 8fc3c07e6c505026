// Test-only: the error statuses each route of the offline backend can answer, read from its code with the TypeScript
// compiler. From a route's handler every function it names (calls, callbacks, helpers in other modules) is followed
// through the type checker, and every `new MockHttpError(<status>, …)` met on the way counts; a status that is not a
// literal is reported, so that nothing is missed silently.
import path from 'node:path';
import ts from 'typescript';

const ERROR_CLASSES = new Set(['MockHttpError', 'RequestRefused']);
// `raw` is a GET whose handler answers a whole Response (a file's bytes).
const ROUTE_METHODS = new Set(['get', 'post', 'put', 'delete', 'raw']);

interface RouteStatuses {
  /** `METHOD /path/{param}` as the contract writes it. */
  route: string;
  statuses: Set<number>;
}

export interface ReachableStatuses {
  routes: RouteStatuses[];
  /** Statuses of a function of the mock, found by file and name (e.g. the idempotency store's `answer`). */
  ofFunction(file: string, name: string): Set<number>;
  /** `file:line` of each error whose status is not a literal, reachable from a route. */
  dynamic: string[];
}

type FunctionLike = ts.FunctionDeclaration | ts.MethodDeclaration | ts.ArrowFunction | ts.FunctionExpression;

export function reachableStatuses(mocksDir: string): ReachableStatuses {
  const configPath = ts.findConfigFile(mocksDir, (file) => ts.sys.fileExists(file), 'tsconfig.json');
  if (!configPath) throw new Error('no tsconfig.json above mocks/');
  const config = ts.parseJsonConfigFileContent(
    ts.readConfigFile(configPath, (file) => ts.sys.readFile(file)).config,
    ts.sys,
    path.dirname(configPath),
  );
  const program = ts.createProgram(
    ['handlers/index.ts', 'lib/node-http.ts'].map((f) => path.join(mocksDir, f)),
    { ...config.options, noEmit: true },
  );
  const checker = program.getTypeChecker();
  const inMocks = (file: ts.SourceFile) =>
    file.fileName.startsWith(mocksDir + path.sep) && !file.fileName.endsWith('.test.ts');
  const memo = new Map<ts.Node, Set<number>>();
  const dynamic = new Set<string>();

  const where = (node: ts.Node) => {
    const file = node.getSourceFile();
    return `${path.relative(mocksDir, file.fileName)}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  };

  function resolve(node: ts.Node): ts.Symbol | undefined {
    const symbol = checker.getSymbolAtLocation(node);
    return symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  }

  /** The function a declaration stands for: a function, a method, or a variable or property holding one. */
  function functionOf(declaration: ts.Declaration): FunctionLike | undefined {
    if (ts.isFunctionDeclaration(declaration) || ts.isMethodDeclaration(declaration))
      return declaration.body ? declaration : undefined;
    if ((ts.isVariableDeclaration(declaration) || ts.isPropertyAssignment(declaration)) && declaration.initializer) {
      const init = declaration.initializer;
      if (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) return init;
    }
    return undefined;
  }

  function statusesOf(fn: FunctionLike): Set<number> {
    const known = memo.get(fn);
    if (known) return known;
    const found = new Set<number>();
    memo.set(fn, found); // recursion ends here; a cycle adds nothing new
    collect(fn, found);
    return found;
  }

  function collect(node: ts.Node, found: Set<number>): void {
    if (ts.isNewExpression(node) && ERROR_CLASSES.has(resolve(node.expression)?.getName() ?? '')) {
      const first = node.arguments?.[0];
      if (first && ts.isNumericLiteral(first)) found.add(Number(first.text));
      else dynamic.add(where(node));
    }
    if (ts.isIdentifier(node)) {
      for (const declaration of resolve(node)?.declarations ?? []) {
        if (!inMocks(declaration.getSourceFile())) continue;
        const fn = functionOf(declaration);
        if (fn) for (const status of statusesOf(fn)) found.add(status);
      }
    }
    ts.forEachChild(node, (child) => collect(child, found));
  }

  /** `router.post('/path', handler, …)`: a call whose signature is the router's `add` or `raw` (lib/http.ts). */
  function routeOf(node: ts.CallExpression): string | undefined {
    const callee = node.expression;
    if (!ts.isPropertyAccessExpression(callee) || !ROUTE_METHODS.has(callee.name.text)) return undefined;
    const [pathArg] = node.arguments;
    if (!pathArg || !ts.isStringLiteral(pathArg)) return undefined;
    const declaration = checker.getResolvedSignature(node)?.getDeclaration();
    if (!declaration || !declaration.getSourceFile().fileName.endsWith(path.join('mocks', 'lib', 'http.ts')))
      return undefined;
    return `${callee.name.text === 'raw' ? 'GET' : callee.name.text.toUpperCase()} ${pathArg.text}`;
  }

  const routes: RouteStatuses[] = [];
  for (const file of program.getSourceFiles()) {
    if (!inMocks(file)) continue;
    const visit = (node: ts.Node): void => {
      const route = ts.isCallExpression(node) ? routeOf(node) : undefined;
      if (route && ts.isCallExpression(node)) {
        const statuses = new Set<number>();
        for (const arg of node.arguments.slice(1)) collect(arg, statuses);
        routes.push({ route, statuses });
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }

  function ofFunction(file: string, name: string): Set<number> {
    const source = program.getSourceFile(path.join(mocksDir, file));
    if (!source) throw new Error(`${file} is not part of the mock`);
    let fn: FunctionLike | undefined;
    const visit = (node: ts.Node): void => {
      if (
        !fn &&
        (ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) &&
        node.name?.getText() === name &&
        node.body
      )
        fn = node;
      ts.forEachChild(node, visit);
    };
    visit(source);
    if (!fn) throw new Error(`no function ${name} in ${file}`);
    return statusesOf(fn);
  }

  return { routes, ofFunction, dynamic: [...dynamic] };
}
