from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.contact import Contact


T = TypeVar("T", bound="PutContactResponse200")


@_attrs_define
class PutContactResponse200:
    """
    Attributes:
        data (Contact): A contact of the organization; its phone is unique in the organization
    """

    data: Contact

    def to_dict(self) -> dict[str, Any]:
        data = self.data.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "data": data,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.contact import Contact  # noqa: PLC0415

        d = dict(src_dict)
        data = Contact.from_dict(d.pop("data"))

        put_contact_response_200 = cls(
            data=data,
        )

        return put_contact_response_200
