from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="BulkSendAcceptedRejectedItem")


@_attrs_define
class BulkSendAcceptedRejectedItem:
    """
    Attributes:
        index (int): Its position in `messages`
        to (None | str):
        message (str):
        code (Literal['validation_failed']):
    """

    index: int
    to: None | str
    message: str
    code: Literal["validation_failed"]

    def to_dict(self) -> dict[str, Any]:
        index = self.index

        to: None | str
        to = self.to

        message = self.message

        code = self.code

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "index": index,
                "to": to,
                "message": message,
                "code": code,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        index = d.pop("index")

        def _parse_to(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        to = _parse_to(d.pop("to"))

        message = d.pop("message")

        code = cast(Literal["validation_failed"], d.pop("code"))
        if code != "validation_failed":
            raise ValueError(f"code must match const 'validation_failed', got '{code}'")

        bulk_send_accepted_rejected_item = cls(
            index=index,
            to=to,
            message=message,
            code=code,
        )

        return bulk_send_accepted_rejected_item
