import Foundation

/// A decoder of `Data` into a `Decodable` value (RxSwift's `DataDecoder`): `JSONDecoder` and
/// `PropertyListDecoder` are ones.
public protocol DataDecoder {
  /// Decodes a value of `type` from `data`.
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - data: The encoded value.
  /// - Returns: The decoded value.
  func decode<Item: Decodable>(_ type: Item.Type, from data: Data) throws -> Item
}

extension JSONDecoder: DataDecoder {}
extension PropertyListDecoder: DataDecoder {}

extension ObservableType where Element == Data {
  /// Decodes each `Data` element into `type`; a decoding failure fails the sequence with the
  /// decoder's error (RxSwift's `decode(type:decoder:)`).
  ///
  /// ```swift
  /// responses.decode(type: Note.self, decoder: JSONDecoder())
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - decoder: The decoder, e.g. `JSONDecoder()`.
  /// - Returns: The decoded values.
  public func decode<Item: Decodable, Decoder: DataDecoder>(type: Item.Type, decoder: Decoder)
    -> Observable<Item>
  {
    mapSerially { try decoder.decode(type, from: $0) }
  }
}
