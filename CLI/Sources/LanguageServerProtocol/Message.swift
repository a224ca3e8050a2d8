/// A request's identifier: a number or a string, as the client chose.
public enum RequestID: Sendable, Hashable {
    case number(Int)
    case string(String)

    /// The identifier `json` holds, if it is a whole number or a string.
    public init?(_ json: JSON) {
        if let number = json.integer {
            self = .number(number)
        } else if let string = json.string {
            self = .string(string)
        } else {
            return nil
        }
    }

    /// The identifier as JSON.
    public var json: JSON {
        switch self {
        case .number(let value): .int(value)
        case .string(let value): .string(value)
        }
    }
}

/// A JSON-RPC error, sent in a response: a code from the specification and a message.
public struct ResponseError: Error, Sendable, Hashable {
    public let code: Int
    public let message: String

    public init(code: Int, message: String) {
        self.code = code
        self.message = message
    }

    /// The bytes are not JSON.
    public static func parseError(_ message: String) -> ResponseError { ResponseError(code: -32700, message: message) }
    /// The JSON is not a JSON-RPC message.
    public static func invalidRequest(_ message: String) -> ResponseError { ResponseError(code: -32600, message: message) }
    /// No such method.
    public static func methodNotFound(_ method: String) -> ResponseError {
        ResponseError(code: -32601, message: "unknown method '\(method)'")
    }
    /// The method's parameters are not what it takes.
    public static func invalidParams(_ message: String) -> ResponseError { ResponseError(code: -32602, message: message) }
    /// The server failed.
    public static func internalError(_ message: String) -> ResponseError { ResponseError(code: -32603, message: message) }
    /// A request came before `initialize`.
    public static let serverNotInitialized = ResponseError(code: -32002, message: "the server is not initialized yet")
    /// A request the server could not answer because the document changed under it.
    public static let contentModified = ResponseError(code: -32801, message: "the document changed")

    /// The error as JSON.
    public var json: JSON { ["code": .int(code), "message": .string(message)] }
}

/// One JSON-RPC 2.0 message.
public enum Message: Sendable, Hashable {
    /// A call that wants an answer.
    case request(id: RequestID, method: String, params: JSON?)
    /// A call that wants none.
    case notification(method: String, params: JSON?)
    /// An answer to a request of the server's: its result or its error.
    case response(id: RequestID?, result: Result<JSON, ResponseError>)

    /// The message `content` holds.
    ///
    /// - Throws: a ``ResponseError`` to send back (with a null id, as the specification
    ///   says when the id cannot be read): a parse error for bytes that are not JSON, an
    ///   invalid request for JSON that is no JSON-RPC 2.0 message (a batch included, which
    ///   the Language Server Protocol does not use).
    public init(parsing content: [UInt8]) throws(ResponseError) {
        let json: JSON
        do throws(JSONError) {
            json = try JSON.parse(content)
        } catch {
            throw .parseError("not JSON: \(error)")
        }
        guard let members = json.object else { throw .invalidRequest("a message must be a JSON object") }
        guard members["jsonrpc"]?.string == "2.0" else { throw .invalidRequest("\"jsonrpc\": \"2.0\" is missing") }
        let params = members["params"]
        if let params, params.object == nil, params.array == nil, params != .null {
            throw .invalidRequest("params must be an object or an array")
        }
        if let method = members["method"] {
            guard let name = method.string else { throw .invalidRequest("method must be a string") }
            if let id = members["id"], id != .null {
                guard let id = RequestID(id) else { throw .invalidRequest("id must be a whole number or a string") }
                self = .request(id: id, method: name, params: params)
            } else {
                self = .notification(method: name, params: params)
            }
            return
        }
        guard let id = members["id"] else { throw .invalidRequest("a message needs a method or an id") }
        let identifier = RequestID(id)
        if let error = members["error"], error != .null {
            self = .response(id: identifier, result: .failure(ResponseError(
                code: error["code"]?.integer ?? 0, message: error["message"]?.string ?? "")))
        } else {
            self = .response(id: identifier, result: .success(members["result"] ?? .null))
        }
    }

    /// The message as JSON.
    public var json: JSON {
        var members: [String: JSON] = ["jsonrpc": "2.0"]
        switch self {
        case .request(let id, let method, let params):
            members["id"] = id.json
            members["method"] = .string(method)
            if let params { members["params"] = params }
        case .notification(let method, let params):
            members["method"] = .string(method)
            if let params { members["params"] = params }
        case .response(let id, let result):
            members["id"] = id?.json ?? .null
            switch result {
            case .success(let value): members["result"] = value
            case .failure(let error): members["error"] = error.json
            }
        }
        return .object(members)
    }
}
