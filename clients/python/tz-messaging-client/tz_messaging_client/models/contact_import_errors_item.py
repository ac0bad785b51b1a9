from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ContactImportErrorsItem")


@_attrs_define
class ContactImportErrorsItem:
    """
    Attributes:
        row (int): The row's line in the file
        message (str):
    """

    row: int
    message: str

    def to_dict(self) -> dict[str, Any]:
        row = self.row

        message = self.message

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "row": row,
                "message": message,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        row = d.pop("row")

        message = d.pop("message")

        contact_import_errors_item = cls(
            row=row,
            message=message,
        )

        return contact_import_errors_item
